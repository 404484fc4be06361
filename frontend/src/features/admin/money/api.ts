import type { Schema } from '@shared/contract/schema';
import { adminApi, viaAdmin } from '../core/api';
import type {
  AdminCancelRequest,
  AdminCancelResponse,
  AdminMessage,
  AdminRefundRequest,
  AdminRefundResponse,
  ApplicationConsent,
  ApplicationListPage,
  ApplicationMoney,
  ApplicationSearch,
  DeskPaymentRequest,
  DeskPaymentResponse,
  IssueCashReceiptRequest,
  IssueCashReceiptResponse,
  LectureApplicant,
  MessageResent,
  RefundDecision,
  RefundRequestRow,
} from '../core/types';

/** GET /api/admin/application/{id}/cancel-quote: what a cancel would give back, and where. */
export type CancelQuote = Schema<'CancelQuoteResponse'>;
/** POST …/ledger/{entryId}/hand-back: when and by whom the cash went back. */
export type CashHandBack = Schema<'CashHandBackResponse'>;

/**
 * What a refund or a desk payment changes: the application's money always; when it went
 * through, also its lecture's applicants (the status), seats (a seat taken or freed), waiting
 * list, the lecture list, 신청자 관리 and the messages (a refund or payment may send one).
 */
function moneyChanged(applicationId: number, lectureId: number, done: boolean) {
  const money = { type: 'AdminMoney' as const, id: applicationId };
  if (!done) return [money];
  return [
    money,
    { type: 'AdminApplicant' as const, id: lectureId },
    { type: 'AdminSeats' as const, id: lectureId },
    { type: 'AdminWaitlist' as const, id: lectureId },
    { type: 'AdminLecture' as const, id: 'LIST' },
    { type: 'AdminMessages' as const, id: applicationId },
    { type: 'AdminClosure' as const, id: lectureId },
    'AdminUser' as const,
    'AdminOverview' as const,
  ];
}

/** Applicants and their money: 신청자 관리, a lecture's applicants, refunds, desk payments. */
const moneyApi = adminApi
  .enhanceEndpoints({ addTagTypes: ['AdminRefundRequests'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** Cached per lecture id: opening the same sub-table again shows it at once. */
      lectureApplicants: build.query<LectureApplicant[], number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<LectureApplicant[]>(`/admin/lecture/applicant/${id}`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminApplicant', id }],
      }),
      /** 신청자 관리: one page of applications, searched on the server (issue 19). */
      adminApplications: build.query<ApplicationListPage, ApplicationSearch>({
        queryFn: (params, queryApi, extra) =>
          viaAdmin<ApplicationListPage>({ url: '/admin/applications', params })(queryApi, extra),
        // Every change to an application invalidates 'AdminUser' (신청자 관리) already.
        providesTags: ['AdminUser'],
      }),
      /**
       * Cancels an application in full (refunded through the provider, or withdrawn if unpaid);
       * the freed seat may go to the waiting list at once.
       */
      cancelApplication: build.mutation<
        AdminCancelResponse,
        { applicationId: number; lectureId: number; body: AdminCancelRequest }
      >({
        queryFn: ({ applicationId, body }, queryApi, extra) =>
          viaAdmin<AdminCancelResponse>({
            url: `/admin/application/${applicationId}/cancel`,
            method: 'POST',
            body,
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { applicationId, lectureId }) => [
          { type: 'AdminApplicant', id: lectureId },
          { type: 'AdminSeats', id: lectureId },
          { type: 'AdminWaitlist', id: lectureId },
          { type: 'AdminLecture', id: 'LIST' },
          { type: 'AdminMessages', id: applicationId },
          { type: 'AdminMoney', id: applicationId },
          { type: 'AdminClosure', id: lectureId },
          'AdminUser',
          'AdminOverview',
        ],
      }),
      /** An application's money (결제·환불): asked again on every open (the family may pay meanwhile). */
      applicationMoney: build.query<ApplicationMoney, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<ApplicationMoney>(`/admin/application/${id}/money`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminMoney', id }],
        keepUnusedDataFor: 0,
      }),
      /**
       * Refunds part or all of a paid application (through the provider, or recorded by hand for
       * a desk payment). The money is asked again whatever the answer: a refusal (409) may mean
       * the view was stale.
       */
      refundApplication: build.mutation<
        AdminRefundResponse,
        { applicationId: number; lectureId: number; body: AdminRefundRequest }
      >({
        queryFn: ({ applicationId, body }, queryApi, extra) =>
          viaAdmin<AdminRefundResponse>({
            url: `/admin/application/${applicationId}/refund`,
            method: 'POST',
            body,
          })(queryApi, extra),
        invalidatesTags: (result, _error, { applicationId, lectureId }) => [
          ...moneyChanged(applicationId, lectureId, result !== undefined),
          'AdminRefundRequests',
        ],
      }),
      /** What the centre's cancel would do now (issue 36): asked when its dialog opens. */
      cancelQuote: build.query<CancelQuote, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<CancelQuote>(`/admin/application/${id}/cancel-quote`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminMoney', id }],
        keepUnusedDataFor: 0,
      }),
      /** The cash of a refund by hand was handed back (issue 36): recorded once, by name. */
      recordHandBack: build.mutation<CashHandBack, { applicationId: number; entryId: number }>({
        queryFn: ({ applicationId, entryId }, queryApi, extra) =>
          viaAdmin<CashHandBack>({
            url: `/admin/application/${applicationId}/ledger/${entryId}/hand-back`,
            method: 'POST',
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { applicationId }) => [
          { type: 'AdminMoney', id: applicationId },
        ],
      }),
      /** 환불 승인 (issue 32): the requests that wait for the owner, or all of them. */
      refundRequests: build.query<{ items: RefundRequestRow[] }, 'PENDING' | 'ALL'>({
        queryFn: (status, queryApi, extra) =>
          viaAdmin<{ items: RefundRequestRow[] }>(`/admin/refund-requests?status=${status}`)(
            queryApi,
            extra,
          ),
        providesTags: ['AdminRefundRequests'],
      }),
      /** The owner decides: approve (the refund runs now) or decline with a reason. */
      decideRefundRequest: build.mutation<
        RefundDecision,
        | { id: number; applicationId: number; decision: 'approve' }
        | {
            id: number;
            applicationId: number;
            decision: 'decline';
            reason: string;
          }
      >({
        queryFn: (args, queryApi, extra) =>
          viaAdmin<RefundDecision>({
            url: `/admin/refund-requests/${args.id}/${args.decision}`,
            method: 'POST',
            ...(args.decision === 'decline' ? { body: { reason: args.reason } } : {}),
          })(queryApi, extra),
        // Whatever the answer (a 409 means someone decided first): ask again.
        invalidatesTags: (_result, _error, { applicationId }) => [
          'AdminRefundRequests',
          { type: 'AdminMoney', id: applicationId },
          'AdminApplicant',
          'AdminUser',
          'AdminOverview',
        ],
      }),
      /** Records a payment taken at the desk on an unpaid application: it becomes paid (Y). */
      recordDeskPayment: build.mutation<
        DeskPaymentResponse,
        { applicationId: number; lectureId: number; body: DeskPaymentRequest }
      >({
        queryFn: ({ applicationId, body }, queryApi, extra) =>
          viaAdmin<DeskPaymentResponse>({
            url: `/admin/application/${applicationId}/payment`,
            method: 'POST',
            body,
          })(queryApi, extra),
        invalidatesTags: (result, _error, { applicationId, lectureId }) =>
          moneyChanged(applicationId, lectureId, result !== undefined),
      }),
      /**
       * Issues the 현금영수증 of a desk payment (cash, a direct transfer), or finishes one whose
       * answer was lost. Only the money changes (the receipt in it), asked again whatever the
       * answer: a refusal (409) may mean the view was stale.
       */
      issueCashReceipt: build.mutation<
        IssueCashReceiptResponse,
        { applicationId: number; body: IssueCashReceiptRequest }
      >({
        queryFn: ({ applicationId, body }, queryApi, extra) =>
          viaAdmin<IssueCashReceiptResponse>({
            url: `/admin/application/${applicationId}/cash-receipt`,
            method: 'POST',
            body,
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { applicationId }) => [
          { type: 'AdminMoney', id: applicationId },
        ],
      }),
      /** An application's consents as recorded (issue 21); they never change once written. */
      applicationConsents: build.query<ApplicationConsent[], number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<ApplicationConsent[]>(`/admin/application/${id}/consents`)(queryApi, extra),
      }),
      /** An application's 발송 내역: asked again on every open (the worker changes it). */
      applicationMessages: build.query<AdminMessage[], number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<AdminMessage[]>(`/admin/application/${id}/messages`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminMessages', id }],
        keepUnusedDataFor: 0,
      }),
      /** Queues a new message like this one; the list shows it at once. */
      resendMessage: build.mutation<MessageResent, { messageId: string; applicationId: number }>({
        queryFn: ({ messageId }, queryApi, extra) =>
          viaAdmin<MessageResent>({ url: `/admin/message/${messageId}/resend`, method: 'POST' })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, { applicationId }) => [
          { type: 'AdminMessages', id: applicationId },
        ],
      }),
    }),
  });

export const {
  useLectureApplicantsQuery,
  useAdminApplicationsQuery,
  useCancelApplicationMutation,
  useApplicationMoneyQuery,
  useRefundApplicationMutation,
  useCancelQuoteQuery,
  useRecordHandBackMutation,
  useRefundRequestsQuery,
  useDecideRefundRequestMutation,
  useRecordDeskPaymentMutation,
  useIssueCashReceiptMutation,
  useApplicationConsentsQuery,
  useApplicationMessagesQuery,
  useResendMessageMutation,
} = moneyApi;
