import { api } from '@/lib/api';
import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import { PROOF_TAG } from '../../forms/family-proof/api';
import { TIMES_TAG } from '../../forms/appointment-time/api';
import type { BookAppointmentRequest, BookingProgram, FamilyAppointment, Program } from './types';

/** The program's title and its outside booking link (the public read, as its page reads it). */
export const useProgramQuery = (id: number | undefined) =>
  usePublicQuery<Program>(id === undefined ? undefined : publicReads.program(id));

const bookingApi = api
  .enhanceEndpoints({ addTagTypes: [TIMES_TAG, PROOF_TAG, 'Appointments'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** What a program offers: its appointment types, each with its counsellors. */
      bookingProgram: build.query<BookingProgram, number>({
        query: (programId) => ({ url: `/booking/program/${programId}` }),
        keepUnusedDataFor: 0,
      }),
      /** Books a time for the proven family (the guest cookie); 409 SLOT_TAKEN with `nearest`. */
      book: build.mutation<FamilyAppointment, BookAppointmentRequest>({
        query: (body) => ({ url: '/guest/appointments', method: 'POST', body }),
        invalidatesTags: [TIMES_TAG, 'Appointments'],
      }),
    }),
  });

export const { useBookingProgramQuery, useBookMutation } = bookingApi;
