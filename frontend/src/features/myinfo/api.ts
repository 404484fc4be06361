import { api, TIMES_TAG } from '@/lib/api';
import { PROOF_TAG } from '../../forms/family-proof/api';
import type {
  BrowsersForgotten,
  ForgetBrowsersRequest,
  CancelRequest,
  CancelResponse,
  CertificateRequest,
  CertificateResponse,
  ContactCorrectionRequest,
  ContactCorrectionResponse,
  DeletionResponse,
  FamilyAppointment,
  FamilyAppointments,
  FamilySessionPackages,
  OpenLinkRequest,
  OpenLinkResponse,
  RetryRequest,
  RetryResponse,
  UserCheckRequest,
  UserCheckResponse,
  UserInfoRequest,
  UserInfoResponse,
  WaitlistCancelRequest,
  WaitlistCancelResponse,
} from './types';

const myInfoApi = api
  .enhanceEndpoints({ addTagTypes: ['GuestInfo', PROOF_TAG, 'Appointments', TIMES_TAG] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** State 1 sends a code to the e-mail (or, in a remembered browser, sets the guest cookie). */
      userCheck: build.mutation<UserCheckResponse, UserCheckRequest>({
        query: (body) => ({ url: '/guest/user-check', method: 'POST', body }),
      }),
      forgetBrowsers: build.mutation<BrowsersForgotten, ForgetBrowsersRequest>({
        query: (body) => ({ url: '/guest/browsers/forget', method: 'POST', body }),
        // Signing this browser out ends the proof: nothing left to read.
        invalidatesTags: (_result, _error, { scope }) => (scope === 'others' ? [PROOF_TAG] : []),
      }),
      /** A message's personal link (single use, 24 hours); sets the guest cookie, as userCheck. */
      openMyInfoLink: build.mutation<OpenLinkResponse, OpenLinkRequest>({
        query: (body) => ({ url: '/guest/link', method: 'POST', body }),
      }),
      /** A POST read: answers only for the e-mail the guest cookie proves (else 401). */
      userInfo: build.query<UserInfoResponse, UserInfoRequest>({
        query: (body) => ({ url: '/guest/user-info', method: 'POST', body }),
        providesTags: ['GuestInfo', PROOF_TAG],
        keepUnusedDataFor: 0,
      }),
      /** 수강 확인서: a POST read, so the e-mail stays out of the URL; 404 unless paid and proven. */
      certificate: build.query<CertificateResponse, CertificateRequest>({
        query: (body) => ({ url: '/guest/certificate', method: 'POST', body }),
        keepUnusedDataFor: 0,
      }),
      cancelApplication: build.mutation<CancelResponse, CancelRequest>({
        query: (body) => ({ url: '/guest/cancel', method: 'POST', body }),
        invalidatesTags: ['GuestInfo'],
      }),
      /** 대기 취소: the entry leaves the list (an open offer passes to the next person). */
      cancelWaitlist: build.mutation<WaitlistCancelResponse, WaitlistCancelRequest>({
        query: (body) => ({ url: '/guest/waitlist/cancel', method: 'POST', body }),
        invalidatesTags: ['GuestInfo'],
      }),
      /** 연락처 수정: a new e-mail answers with the new e-mail's guest cookie. */
      correctContact: build.mutation<ContactCorrectionResponse, ContactCorrectionRequest>({
        query: (body) => ({ url: '/guest/contact', method: 'POST', body }),
      }),
      /** 삭제 요청: the guest cookie is cleared; the page shows what is kept. */
      requestDeletion: build.mutation<DeletionResponse, UserInfoRequest>({
        query: (body) => ({ url: '/guest/delete-request', method: 'POST', body }),
      }),
      /** 상담 예약 (issue 37): the proven family's appointments, the latest first. */
      familyAppointments: build.query<FamilyAppointments, void>({
        query: () => ({ url: '/guest/appointments' }),
        providesTags: ['Appointments', PROOF_TAG],
        keepUnusedDataFor: 0,
      }),
      /** 회기권 (issue 37): the family's packages with the sessions left. */
      familyPackages: build.query<FamilySessionPackages, void>({
        query: () => ({ url: '/guest/appointments/packages' }),
        providesTags: ['Appointments', PROOF_TAG],
        keepUnusedDataFor: 0,
      }),
      cancelAppointment: build.mutation<FamilyAppointment, number>({
        query: (id) => ({ url: `/guest/appointments/${id}/cancel`, method: 'POST' }),
        invalidatesTags: ['Appointments', TIMES_TAG],
      }),
      /** Another time of the same counsellor, until the deadline; 409 SLOT_TAKEN with `nearest`. */
      rescheduleAppointment: build.mutation<FamilyAppointment, { id: number; start: string }>({
        query: ({ id, start }) => ({
          url: `/guest/appointments/${id}/reschedule`,
          method: 'POST',
          body: { start },
        }),
        invalidatesTags: ['Appointments', TIMES_TAG],
      }),
      /** What the application still owes, for /payments; the guest cookie proves who asks. */
      retryGuestPayment: build.mutation<RetryResponse, Required<RetryRequest>>({
        query: (body) => ({ url: '/payments/retry', method: 'POST', body }),
      }),
    }),
  });

export const {
  useUserCheckMutation,
  useForgetBrowsersMutation,
  useOpenMyInfoLinkMutation,
  useUserInfoQuery,
  useCertificateQuery,
  useCancelApplicationMutation,
  useCancelWaitlistMutation,
  useRetryGuestPaymentMutation,
  useCorrectContactMutation,
  useRequestDeletionMutation,
  useFamilyAppointmentsQuery,
  useFamilyPackagesQuery,
  useCancelAppointmentMutation,
  useRescheduleAppointmentMutation,
} = myInfoApi;
