import type { Schema } from '@shared/contract/schema';
import { adminApi, viaAdmin } from '../core/api';

/*
 * 상담 예약 설정 (issue 37): counsellors with their weekly hours and time off, the centre's closed
 * days and rooms, and each program's appointment types. The program list's 예약하기 depends on
 * the types, so the public program reads are dropped too when a type or a counsellor changes
 * (lib/public-data.ts matches the mutations' names).
 */

export type CounsellorRow = Schema<'CounsellorRow'>;
export type CounsellorDetail = Schema<'CounsellorDetail'>;
export type CounsellorAccountOption = Schema<'CounsellorAccountOption'>;
export type CounsellorFeedIssued = Schema<'CounsellorFeedIssued'>;
export type WeeklyWindow = Schema<'WeeklyWindowDto'>;
export type TimeOffRequest = Schema<'CreateTimeOffDto'>;
export type ClosedDays = Schema<'ClosedDaysResponse'>;
export type RoomRow = Schema<'RoomRow'>;
export type AppointmentTypeRow = Schema<'AppointmentTypeRow'>;
export type AppointmentTypeRequest = Schema<'AppointmentTypeDto'>;
type Saved = Schema<'SetupSaved'>;
type Done = Schema<'SetupDone'>;
/** The programs a type can belong to (the back office's list, archived ones left out). */
export type ProgramOption = { id: number; title: string; archived: boolean };

const setupApi = adminApi
  .enhanceEndpoints({
    addTagTypes: ['Counsellor', 'ClosedDay', 'Room', 'AppointmentType', 'BookingPrograms'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      counsellors: build.query<CounsellorRow[], void>({
        queryFn: (_arg, api, extra) => viaAdmin<CounsellorRow[]>('/admin/counsellor')(api, extra),
        providesTags: [{ type: 'Counsellor', id: 'LIST' }],
      }),
      counsellorAccounts: build.query<CounsellorAccountOption[], void>({
        queryFn: (_arg, api, extra) =>
          viaAdmin<CounsellorAccountOption[]>('/admin/counsellor/accounts')(api, extra),
        providesTags: [{ type: 'Counsellor', id: 'ACCOUNTS' }],
      }),
      counsellor: build.query<CounsellorDetail, number>({
        queryFn: (id, api, extra) =>
          viaAdmin<CounsellorDetail>(`/admin/counsellor/${id}`)(api, extra),
        providesTags: (_r, _e, id) => [{ type: 'Counsellor', id }],
      }),
      createCounsellorProfile: build.mutation<Saved, { account_id: number; name: string }>({
        queryFn: (body, api, extra) =>
          viaAdmin<Saved>({ url: '/admin/counsellor', method: 'POST', body })(api, extra),
        invalidatesTags: [
          { type: 'Counsellor', id: 'LIST' },
          { type: 'Counsellor', id: 'ACCOUNTS' },
        ],
      }),
      updateCounsellorProfile: build.mutation<
        Saved,
        { id: number; body: { name?: string; active?: boolean } }
      >({
        queryFn: ({ id, body }, api, extra) =>
          viaAdmin<Saved>({ url: `/admin/counsellor/${id}`, method: 'PUT', body })(api, extra),
        invalidatesTags: (_r, _e, { id }) => [
          { type: 'Counsellor', id: 'LIST' },
          { type: 'Counsellor', id },
        ],
      }),
      deleteCounsellorProfile: build.mutation<Done, number>({
        queryFn: (id, api, extra) =>
          viaAdmin<Done>({ url: `/admin/counsellor/${id}`, method: 'DELETE' })(api, extra),
        invalidatesTags: [
          { type: 'Counsellor', id: 'LIST' },
          { type: 'Counsellor', id: 'ACCOUNTS' },
        ],
      }),
      saveCounsellorHours: build.mutation<Done, { id: number; windows: WeeklyWindow[] }>({
        queryFn: ({ id, windows }, api, extra) =>
          viaAdmin<Done>({
            url: `/admin/counsellor/${id}/hours`,
            method: 'PUT',
            body: { windows },
          })(api, extra),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'Counsellor', id }],
      }),
      addCounsellorTimeOff: build.mutation<Saved, { id: number; body: TimeOffRequest }>({
        queryFn: ({ id, body }, api, extra) =>
          viaAdmin<Saved>({ url: `/admin/counsellor/${id}/time-off`, method: 'POST', body })(
            api,
            extra,
          ),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'Counsellor', id }],
      }),
      deleteCounsellorTimeOff: build.mutation<Done, { id: number; timeOffId: number }>({
        queryFn: ({ id, timeOffId }, api, extra) =>
          viaAdmin<Done>({
            url: `/admin/counsellor/${id}/time-off/${timeOffId}`,
            method: 'DELETE',
          })(api, extra),
        invalidatesTags: (_r, _e, { id }) => [{ type: 'Counsellor', id }],
      }),
      issueCounsellorFeed: build.mutation<CounsellorFeedIssued, number>({
        queryFn: (id, api, extra) =>
          viaAdmin<CounsellorFeedIssued>({ url: `/admin/counsellor/${id}/feed`, method: 'POST' })(
            api,
            extra,
          ),
        invalidatesTags: (_r, _e, id) => [{ type: 'Counsellor', id }],
      }),
      revokeCounsellorFeed: build.mutation<Done, number>({
        queryFn: (id, api, extra) =>
          viaAdmin<Done>({ url: `/admin/counsellor/${id}/feed`, method: 'DELETE' })(api, extra),
        invalidatesTags: (_r, _e, id) => [{ type: 'Counsellor', id }],
      }),
      closedDays: build.query<ClosedDays, void>({
        queryFn: (_arg, api, extra) => viaAdmin<ClosedDays>('/admin/closed-day')(api, extra),
        providesTags: ['ClosedDay'],
      }),
      addClosedDay: build.mutation<Done, { day: string; reason: string }>({
        queryFn: (body, api, extra) =>
          viaAdmin<Done>({ url: '/admin/closed-day', method: 'POST', body })(api, extra),
        invalidatesTags: ['ClosedDay'],
      }),
      deleteClosedDay: build.mutation<Done, string>({
        queryFn: (day, api, extra) =>
          viaAdmin<Done>({ url: `/admin/closed-day/${day}`, method: 'DELETE' })(api, extra),
        invalidatesTags: ['ClosedDay'],
      }),
      rooms: build.query<RoomRow[], void>({
        queryFn: (_arg, api, extra) => viaAdmin<RoomRow[]>('/admin/room')(api, extra),
        providesTags: ['Room'],
      }),
      addRoom: build.mutation<Saved, { name: string }>({
        queryFn: (body, api, extra) =>
          viaAdmin<Saved>({ url: '/admin/room', method: 'POST', body })(api, extra),
        invalidatesTags: ['Room'],
      }),
      updateRoom: build.mutation<Saved, { id: number; body: { name?: string; active?: boolean } }>({
        queryFn: ({ id, body }, api, extra) =>
          viaAdmin<Saved>({ url: `/admin/room/${id}`, method: 'PUT', body })(api, extra),
        invalidatesTags: ['Room'],
      }),
      appointmentTypes: build.query<AppointmentTypeRow[], void>({
        queryFn: (_arg, api, extra) =>
          viaAdmin<AppointmentTypeRow[]>('/admin/appointment-type')(api, extra),
        providesTags: ['AppointmentType'],
      }),
      bookingPrograms: build.query<ProgramOption[], void>({
        queryFn: (_arg, api, extra) => viaAdmin<ProgramOption[]>('/admin/program/list')(api, extra),
        providesTags: ['BookingPrograms'],
      }),
      createAppointmentType: build.mutation<Saved, AppointmentTypeRequest>({
        queryFn: (body, api, extra) =>
          viaAdmin<Saved>({ url: '/admin/appointment-type', method: 'POST', body })(api, extra),
        invalidatesTags: ['AppointmentType'],
      }),
      updateAppointmentType: build.mutation<Saved, { id: number; body: AppointmentTypeRequest }>({
        queryFn: ({ id, body }, api, extra) =>
          viaAdmin<Saved>({ url: `/admin/appointment-type/${id}`, method: 'PUT', body })(
            api,
            extra,
          ),
        invalidatesTags: ['AppointmentType'],
      }),
    }),
  });

export const {
  useCounsellorsQuery,
  useCounsellorAccountsQuery,
  useCounsellorQuery,
  useCreateCounsellorProfileMutation,
  useUpdateCounsellorProfileMutation,
  useDeleteCounsellorProfileMutation,
  useSaveCounsellorHoursMutation,
  useAddCounsellorTimeOffMutation,
  useDeleteCounsellorTimeOffMutation,
  useIssueCounsellorFeedMutation,
  useRevokeCounsellorFeedMutation,
  useClosedDaysQuery,
  useAddClosedDayMutation,
  useDeleteClosedDayMutation,
  useRoomsQuery,
  useAddRoomMutation,
  useUpdateRoomMutation,
  useAppointmentTypesQuery,
  useBookingProgramsQuery,
  useCreateAppointmentTypeMutation,
  useUpdateAppointmentTypeMutation,
} = setupApi;
