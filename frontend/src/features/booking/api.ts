import { api, TIMES_TAG } from '@/lib/api';
import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import { PROOF_TAG } from '../../forms/family-proof/api';
import type {
  BookAppointmentRequest,
  BookingProgram,
  DepositInit,
  DepositMethod,
  DepositPaid,
  FamilyAppointment,
  PackagePaid,
  PackagePayLink,
  PayLink,
  Program,
  VerifyDepositRequest,
  VerifyPackageRequest,
} from './types';

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
      /** A new attempt to pay a held booking's deposit (the hold renewed): the window's params. */
      startDeposit: build.mutation<DepositInit, { appointmentId: number; method: DepositMethod }>({
        query: ({ appointmentId, method }) => ({
          url: `/guest/appointments/${appointmentId}/deposit`,
          method: 'POST',
          body: { method },
        }),
      }),
      /**
       * The success redirect confirmed. A query although a POST (as the lecture's verify): the
       * server confirms once and then answers the deposit as it stands, and a query sends one
       * request however often the page mounts.
       */
      verifyDeposit: build.query<DepositPaid, VerifyDepositRequest>({
        query: ({ appointmentId, ...body }) => ({
          url: `/guest/appointments/${appointmentId}/deposit/verify`,
          method: 'POST',
          body,
        }),
        keepUnusedDataFor: 0,
      }),
      /** A staff booking's payment link (the token is the proof): what it pays for, and its state. */
      payLink: build.query<PayLink, string>({
        query: (token) => ({ url: `/booking/pay/${encodeURIComponent(token)}` }),
        keepUnusedDataFor: 0,
      }),
      /** A new attempt to pay the link's deposit: the window's params (the server's amount). */
      startLinkDeposit: build.mutation<DepositInit, { token: string; method: DepositMethod }>({
        query: ({ token, method }) => ({
          url: `/booking/pay/${encodeURIComponent(token)}/deposit`,
          method: 'POST',
          body: { method },
        }),
      }),
      /** A 회기권's payment link (the token is the proof): what it sells, and its state. */
      packagePayLink: build.query<PackagePayLink, string>({
        query: (token) => ({ url: `/booking/package/${encodeURIComponent(token)}` }),
        keepUnusedDataFor: 0,
      }),
      /** A new attempt to pay the package: the window's params (the server's amount). */
      startPackagePayment: build.mutation<DepositInit, { token: string; method: DepositMethod }>({
        query: ({ token, method }) => ({
          url: `/booking/package/${encodeURIComponent(token)}/pay`,
          method: 'POST',
          body: { method },
        }),
      }),
      /** The success redirect confirmed (a query although a POST, as the deposit's verify). */
      verifyPackagePayment: build.query<PackagePaid, VerifyPackageRequest>({
        query: ({ token, ...body }) => ({
          url: `/booking/package/${encodeURIComponent(token)}/verify`,
          method: 'POST',
          body,
        }),
        keepUnusedDataFor: 0,
      }),
      /** Lets a held time go (the family gave up paying); a booked one is cancelled as in my info. */
      releaseHold: build.mutation<FamilyAppointment, number>({
        query: (appointmentId) => ({
          url: `/guest/appointments/${appointmentId}/cancel`,
          method: 'POST',
        }),
        invalidatesTags: [TIMES_TAG, 'Appointments'],
      }),
    }),
  });

export const {
  useBookingProgramQuery,
  useBookMutation,
  useStartDepositMutation,
  useVerifyDepositQuery,
  useReleaseHoldMutation,
  usePayLinkQuery,
  useStartLinkDepositMutation,
  usePackagePayLinkQuery,
  useStartPackagePaymentMutation,
  useVerifyPackagePaymentQuery,
} = bookingApi;
