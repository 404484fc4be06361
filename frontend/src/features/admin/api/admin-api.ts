import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import { adminBaseQuery } from '../auth/admin-base-query';
import { filenameFromContentDisposition } from './content-disposition';
import { saveBlob } from './csv-download';
import type {
  AdminMessage,
  ApplicationConsent,
  AdminCancelRequest,
  AdminRefundRequest,
  AdminRefundResponse,
  RefundDecision,
  RefundRequestRow,
  ApplicationMoney,
  DeskPaymentRequest,
  DeskPaymentResponse,
  IssueCashReceiptRequest,
  IssueCashReceiptResponse,
  AdminCancelResponse,
  AdminLecture,
  AdminWaitlistChanged,
  AdminWaitlistEntry,
  AdminLectureRow,
  AuditAccount,
  AuditEventPage,
  AuditQuery,
  CloseLectureRequest,
  LectureClosure,
  Overview,
  OverviewQuery,
  ApplicationListPage,
  PrivacyRequestPage,
  ApplicationSearch,
  LectureApplicant,
  LectureDeletedResponse,
  LectureSavedResponse,
  LectureSeats,
  LectureUpdateRequest,
  MessageResent,
  MessageTemplatePreview,
  PersonalDataAccessPage,
  PersonalDataRevealed,
} from './types';

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

/**
 * Every admin call goes through adminBaseQuery (Bearer token, one refresh on 401), as a queryFn
 * of endpoints injected into the one `api`: no second createApi, whose middleware could not be
 * added lazily. This module is imported by the admin pages only, so public pages never load it.
 */
export function viaAdmin<T>(args: string | FetchArgs) {
  return (
    queryApi: Parameters<typeof adminBaseQuery>[1],
    extraOptions: Parameters<typeof adminBaseQuery>[2],
  ) => Promise.resolve(adminBaseQuery(args, queryApi, extraOptions)) as Promise<Result<T>>;
}

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

/**
 * A response handler that saves a downloaded file (the CSV, the Excel file) under the name of its
 * Content-Disposition, `fallback` when it gives none: the download goes through fetch with the
 * Bearer token, which a plain link could not send. The data kept in the store is only that name
 * (serialisable); a refusal is read as the JSON error it is.
 */
function saveFileResponse(fallback: string) {
  return async (response: Response): Promise<unknown> => {
    if (!response.ok) {
      const text = await response.text();
      try {
        return JSON.parse(text) as unknown;
      } catch {
        return text;
      }
    }
    const filename = filenameFromContentDisposition(
      response.headers.get('Content-Disposition'),
      fallback,
    );
    saveBlob(await response.blob(), filename);
    return filename;
  };
}

export const adminApi = api
  .enhanceEndpoints({
    addTagTypes: [
      'AdminLecture',
      'AdminApplicant',
      'AdminUser',
      'AdminSeats',
      'AdminWaitlist',
      'AdminMessages',
      'AdminMoney',
      'AdminOverview',
      'AdminClosure',
      'AdminPersonalDataAccess',
      'AdminAudit',
      'AdminRefundRequests',
    ],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      adminLectures: build.query<AdminLectureRow[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<AdminLectureRow[]>('/admin/lecture/list')(queryApi, extra),
        providesTags: (result) => [
          { type: 'AdminLecture', id: 'LIST' },
          ...(result ?? []).map((row) => ({ type: 'AdminLecture' as const, id: row.id })),
        ],
      }),
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
      adminLecture: build.query<AdminLecture, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<AdminLecture>(`/admin/lecture/${id}`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminLecture', id }],
        // The edit form must start from what the server holds now, not from an old visit.
        keepUnusedDataFor: 0,
      }),
      createLecture: build.mutation<LectureSavedResponse, FormData>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<LectureSavedResponse>({ url: '/admin/lecture', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: [{ type: 'AdminLecture', id: 'LIST' }, 'Lecture'],
      }),
      updateLecture: build.mutation<LectureSavedResponse, LectureUpdateRequest>({
        queryFn: ({ id, body }, queryApi, extra) =>
          viaAdmin<LectureSavedResponse>({ url: `/admin/lecture/${id}`, method: 'PUT', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, { id }) => [
          { type: 'AdminLecture', id: 'LIST' },
          { type: 'AdminLecture', id },
          { type: 'AdminApplicant', id },
          { type: 'AdminSeats', id },
          { type: 'AdminWaitlist', id },
          'AdminUser',
          'AdminOverview',
          'Lecture',
        ],
      }),
      deleteLecture: build.mutation<LectureDeletedResponse, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<LectureDeletedResponse>({ url: `/admin/lecture/${id}`, method: 'DELETE' })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, id) => [
          { type: 'AdminLecture', id: 'LIST' },
          { type: 'AdminLecture', id },
          { type: 'AdminApplicant', id },
          'AdminUser',
          'AdminOverview',
          'Lecture',
        ],
      }),
      /** Seats of a lecture now: asked again on every open (they change by the minute). */
      lectureSeats: build.query<LectureSeats, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<LectureSeats>(`/admin/lecture/${id}/seats`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminSeats', id }],
        keepUnusedDataFor: 0,
      }),
      lectureWaitlist: build.query<AdminWaitlistEntry[], number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<AdminWaitlistEntry[]>(`/admin/lecture/${id}/waitlist`)(queryApi, extra),
        providesTags: (_result, _error, id) => [{ type: 'AdminWaitlist', id }],
        keepUnusedDataFor: 0,
      }),
      /** Offers a free seat to this entry now; 409 when none is free. */
      offerWaitlistSeat: build.mutation<
        AdminWaitlistChanged,
        { entryId: number; lectureId: number }
      >({
        queryFn: ({ entryId }, queryApi, extra) =>
          viaAdmin<AdminWaitlistChanged>({
            url: `/admin/waitlist/${entryId}/offer`,
            method: 'POST',
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { lectureId }) => [
          { type: 'AdminWaitlist', id: lectureId },
          { type: 'AdminSeats', id: lectureId },
        ],
      }),
      removeWaitlistEntry: build.mutation<
        AdminWaitlistChanged,
        { entryId: number; lectureId: number }
      >({
        queryFn: ({ entryId }, queryApi, extra) =>
          viaAdmin<AdminWaitlistChanged>({ url: `/admin/waitlist/${entryId}`, method: 'DELETE' })(
            queryApi,
            extra,
          ),
        invalidatesTags: (_result, _error, { lectureId }) => [
          { type: 'AdminWaitlist', id: lectureId },
          { type: 'AdminSeats', id: lectureId },
        ],
      }),
      /**
       * One person's contact and e-mail in full, recorded on the server (개인정보 열람 기록). The
       * answer lives in the calling component's state only: the hook is reset at once.
       */
      revealContact: build.mutation<
        PersonalDataRevealed,
        { kind: 'application' | 'waitlist'; id: number }
      >({
        queryFn: ({ kind, id }, queryApi, extra) =>
          viaAdmin<PersonalDataRevealed>({
            url: `/admin/${kind}/${id}/reveal`,
            method: 'POST',
          })(queryApi, extra),
        invalidatesTags: ['AdminPersonalDataAccess'],
      }),
      /** 감사 기록, one page newest first, filtered by the server; asked again on every visit. */
      auditTrail: build.query<AuditEventPage, AuditQuery>({
        queryFn: (query, queryApi, extra) =>
          viaAdmin<AuditEventPage>({ url: '/admin/audit', params: query })(queryApi, extra),
        providesTags: ['AdminAudit'],
      }),
      /** The accounts 감사 기록 can be filtered by. */
      auditAccounts: build.query<AuditAccount[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<AuditAccount[]>('/admin/audit/accounts')(queryApi, extra),
      }),
      /** 개인정보 열람 기록, one page (20 rows) newest first; asked again on every visit. */
      personalDataAccess: build.query<PersonalDataAccessPage, number>({
        queryFn: (page, queryApi, extra) =>
          viaAdmin<PersonalDataAccessPage>({
            url: '/admin/personal-data-access',
            params: { page },
          })(queryApi, extra),
        providesTags: ['AdminPersonalDataAccess'],
        keepUnusedDataFor: 0,
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
      /** 개인정보 요청: parents' downloads, corrections and deletions (ids only), newest first. */
      privacyRequests: build.query<PrivacyRequestPage, number>({
        queryFn: (page, queryApi, extra) =>
          viaAdmin<PrivacyRequestPage>({ url: '/admin/privacy-requests', params: { page } })(
            queryApi,
            extra,
          ),
      }),
      messageTemplates: build.query<MessageTemplatePreview[], void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<MessageTemplatePreview[]>('/admin/message-templates')(queryApi, extra),
      }),
      /** Resolves with the saved file's name. `lectureId` undefined: every applicant. */
      downloadApplicantsCsv: build.mutation<string, number | undefined>({
        queryFn: (lectureId, queryApi, extra) =>
          viaAdmin<string>({
            url: '/admin/applicants.csv',
            params: lectureId === undefined ? undefined : { lectureId },
            responseHandler: saveFileResponse('applicants.csv'),
            cache: 'no-store',
          })(queryApi, extra),
        // The export is recorded (개인정보 열람 기록).
        invalidatesTags: ['AdminPersonalDataAccess'],
      }),
      /**
       * 현황: a month's or a lecture's figures. Asked again on every visit (the page sets
       * refetchOnMountOrArgChange): families pay and cancel without the back office.
       */
      adminOverview: build.query<Overview, OverviewQuery>({
        queryFn: (query, queryApi, extra) =>
          viaAdmin<Overview>({ url: '/admin/overview', params: query })(queryApi, extra),
        providesTags: ['AdminOverview'],
      }),
      /** The same figures as an Excel file; resolves with the saved file's name. */
      downloadOverviewXlsx: build.mutation<string, OverviewQuery>({
        queryFn: (query, queryApi, extra) =>
          viaAdmin<string>({
            url: '/admin/overview.xlsx',
            params: query,
            responseHandler: saveFileResponse('overview.xlsx'),
            cache: 'no-store',
          })(queryApi, extra),
      }),
      /**
       * A lecture's 폐강 and its progress (404 when it has none: ask only for a lecture the list
       * calls 폐강). The panel polls it while it is RUNNING.
       */
      lectureClosure: build.query<LectureClosure, number>({
        queryFn: (lectureId, queryApi, extra) =>
          viaAdmin<LectureClosure>(`/admin/lecture/${lectureId}/closure`)(queryApi, extra),
        providesTags: (_result, _error, lectureId) => [{ type: 'AdminClosure', id: lectureId }],
        keepUnusedDataFor: 0,
      }),
      /**
       * Cancels the whole lecture (폐강): closed to applicants at once, its families reached by a
       * background job (202). Whatever the answer (a 409 means it was closed meanwhile), the
       * lecture's status and closure are asked again.
       */
      closeLecture: build.mutation<
        LectureClosure,
        { lectureId: number; body: CloseLectureRequest }
      >({
        queryFn: ({ lectureId, body }, queryApi, extra) =>
          viaAdmin<LectureClosure>({
            url: `/admin/lecture/${lectureId}/close`,
            method: 'POST',
            body,
          })(queryApi, extra),
        invalidatesTags: (_result, _error, { lectureId }) => [
          { type: 'AdminLecture', id: 'LIST' },
          { type: 'AdminLecture', id: lectureId },
          { type: 'AdminClosure', id: lectureId },
          'AdminOverview',
          'Lecture',
        ],
      }),
    }),
  });

/**
 * What a lecture's 폐강 has changed once its job is done (or a family was reached): the lecture's
 * applicants, seats and waiting list, 신청자 관리, the lecture list and the overview.
 */
export function closureChanged(lectureId: number) {
  return adminApi.util.invalidateTags([
    { type: 'AdminApplicant', id: lectureId },
    { type: 'AdminSeats', id: lectureId },
    { type: 'AdminWaitlist', id: lectureId },
    { type: 'AdminLecture', id: 'LIST' },
    'AdminUser',
    'AdminOverview',
  ]);
}

export const {
  usePrivacyRequestsQuery,
  useAdminLecturesQuery,
  useLectureApplicantsQuery,
  useAdminApplicationsQuery,
  useAdminLectureQuery,
  useCreateLectureMutation,
  useUpdateLectureMutation,
  useDeleteLectureMutation,
  useDownloadApplicantsCsvMutation,
  useLectureSeatsQuery,
  useLectureWaitlistQuery,
  useOfferWaitlistSeatMutation,
  useRemoveWaitlistEntryMutation,
  useCancelApplicationMutation,
  useApplicationMoneyQuery,
  useRefundApplicationMutation,
  useRefundRequestsQuery,
  useDecideRefundRequestMutation,
  useRecordDeskPaymentMutation,
  useIssueCashReceiptMutation,
  useApplicationMessagesQuery,
  useApplicationConsentsQuery,
  useResendMessageMutation,
  useMessageTemplatesQuery,
  useAdminOverviewQuery,
  useDownloadOverviewXlsxMutation,
  useLectureClosureQuery,
  useCloseLectureMutation,
  useRevealContactMutation,
  usePersonalDataAccessQuery,
  useAuditTrailQuery,
  useAuditAccountsQuery,
} = adminApi;

/** The closure's cached answer, without subscribing (the panel's polling reads it first). */
export const useLectureClosureState = adminApi.endpoints.lectureClosure.useQueryState;
