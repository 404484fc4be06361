import type { Schema } from '@shared/contract/schema';
import { adminApi, viaAdmin } from '../core/api';

/** GET /api/admin/appointments: a span of the centre's calendar, as the account may see it. */
export type Calendar = Schema<'CalendarResponse'>;
export type CalendarAppointment = Schema<'CalendarAppointment'>;
export type CalendarCounsellor = Schema<'CalendarCounsellor'>;
export type CalendarChoices = Schema<'CalendarChoices'>;
export type SessionPackageRow = Schema<'AdminSessionPackage'>;
export type SellPackageRequest = Schema<'SellPackageDto'>;
export type FreeTimes = Schema<'FreeTimes'>;
export type StaffBooking = Schema<'StaffBookingDto'>;
export type StaffBooked = Schema<'StaffBooked'>;
export type SeriesPreviewRequest = Schema<'SeriesPreviewDto'>;
export type SeriesPreview = Schema<'SeriesPreview'>;
export type SeriesSession = Schema<'SeriesSession'>;
export type SeriesBooking = Schema<'SeriesBookingDto'>;
export type SeriesBooked = Schema<'SeriesBooked'>;
export type OrphanedAppointments = Schema<'OrphanedAppointments'>;
export type MoveRequest = Schema<'MoveAppointmentDto'>;
export type AttendanceStatus = Schema<'AttendanceDto'>['status'];
export interface CalendarArgs {
  from: string;
  to: string;
  counsellor: string;
}

// The calendar's own tag: its writes change only its reads (and the dashboard's figure).
const calendarApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminCalendar', 'SessionPackages'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Asked again on every visit: families book and cancel without the back office. */
      adminCalendar: build.query<Calendar, CalendarArgs>({
        queryFn: (args, queryApi, extra) =>
          viaAdmin<Calendar>({ url: '/admin/appointments', params: args })(queryApi, extra),
        providesTags: ['AdminCalendar'],
      }),
      /** The owner's: deactivated counsellors' appointments still ahead. */
      orphanedAppointments: build.query<OrphanedAppointments, void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<OrphanedAppointments>('/admin/appointments/orphaned')(queryApi, extra),
        providesTags: ['AdminCalendar'],
      }),
      calendarChoices: build.query<CalendarChoices, void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<CalendarChoices>('/admin/appointments/choices')(queryApi, extra),
        providesTags: ['AdminCalendar'],
      }),
      freeTimes: build.query<FreeTimes, { typeId: number; counsellorId: number; date: string }>({
        queryFn: (args, queryApi, extra) =>
          viaAdmin<FreeTimes>({ url: '/admin/appointments/free', params: args })(queryApi, extra),
        providesTags: ['AdminCalendar'],
        keepUnusedDataFor: 0,
      }),
      bookForFamily: build.mutation<StaffBooked, StaffBooking>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<StaffBooked>({ url: '/admin/appointments', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: ['AdminCalendar', 'AdminOverview'],
      }),
      previewSeries: build.mutation<SeriesPreview, SeriesPreviewRequest>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<SeriesPreview>({
            url: '/admin/appointments/series/preview',
            method: 'POST',
            body,
          })(queryApi, extra),
      }),
      bookSeries: build.mutation<SeriesBooked, SeriesBooking>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<SeriesBooked>({ url: '/admin/appointments/series', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: ['AdminCalendar', 'AdminOverview'],
      }),
      moveAppointment: build.mutation<CalendarAppointment, { id: number; body: MoveRequest }>({
        queryFn: ({ id, body }, queryApi, extra) =>
          viaAdmin<CalendarAppointment>({
            url: `/admin/appointments/${id}/move`,
            method: 'POST',
            body,
          })(queryApi, extra),
        invalidatesTags: ['AdminCalendar', 'AdminOverview'],
      }),
      /**
       * `refundDeposit`, said for a booking whose deposit was paid online: true gives it back in
       * full (the owner only), false keeps it.
       */
      cancelAppointment: build.mutation<
        CalendarAppointment,
        { id: number; reason: string; refundDeposit?: boolean }
      >({
        queryFn: ({ id, reason, refundDeposit }, queryApi, extra) =>
          viaAdmin<CalendarAppointment>({
            url: `/admin/appointments/${id}/cancel`,
            method: 'POST',
            body: refundDeposit === undefined ? { reason } : { reason, refundDeposit },
          })(queryApi, extra),
        invalidatesTags: ['AdminCalendar', 'AdminOverview'],
      }),
      markAttendance: build.mutation<CalendarAppointment, { id: number; status: AttendanceStatus }>(
        {
          queryFn: ({ id, status }, queryApi, extra) =>
            viaAdmin<CalendarAppointment>({
              url: `/admin/appointments/${id}/attendance`,
              method: 'POST',
              body: { status },
            })(queryApi, extra),
          // An 출석 uses a 회기권 session; its correction gives it back.
          invalidatesTags: ['AdminCalendar', 'AdminOverview', 'SessionPackages'],
        },
      ),
      /** 회기권 (issue 37): those the account may see, newest first. */
      sessionPackages: build.query<SessionPackageRow[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<SessionPackageRow[]>('/admin/session-packages')(queryApi, extra),
        providesTags: ['SessionPackages'],
      }),
      sellPackage: build.mutation<SessionPackageRow, SellPackageRequest>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<SessionPackageRow>({ url: '/admin/session-packages', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: ['SessionPackages', 'AdminOverview'],
      }),
      /** `expectedAmount`: what the owner was shown; a changed amount is refused (409). */
      refundPackage: build.mutation<
        SessionPackageRow,
        { id: number; reason: string; expectedAmount: number }
      >({
        queryFn: ({ id, reason, expectedAmount }, queryApi, extra) =>
          viaAdmin<SessionPackageRow>({
            url: `/admin/session-packages/${id}/refund`,
            method: 'POST',
            body: { reason, expectedAmount },
          })(queryApi, extra),
        invalidatesTags: ['SessionPackages', 'AdminOverview'],
      }),
      /** Calls off a linked sale not yet paid: its link dies. */
      cancelPackage: build.mutation<SessionPackageRow, { id: number; reason: string }>({
        queryFn: ({ id, reason }, queryApi, extra) =>
          viaAdmin<SessionPackageRow>({
            url: `/admin/session-packages/${id}/cancel`,
            method: 'POST',
            body: { reason },
          })(queryApi, extra),
        invalidatesTags: ['SessionPackages'],
      }),
    }),
  });

export const {
  useCancelPackageMutation,
  useSessionPackagesQuery,
  useSellPackageMutation,
  useRefundPackageMutation,
  useAdminCalendarQuery,
  useCalendarChoicesQuery,
  useOrphanedAppointmentsQuery,
  useFreeTimesQuery,
  useBookForFamilyMutation,
  usePreviewSeriesMutation,
  useBookSeriesMutation,
  useMoveAppointmentMutation,
  useCancelAppointmentMutation,
  useMarkAttendanceMutation,
} = calendarApi;
