import type { Schema } from '@shared/contract/schema';
import { adminApi, viaAdmin } from '../core/api';
import type {
  AuditAccount,
  AuditEventPage,
  AuditQuery,
  PersonalDataAccessPage,
  PrivacyRequestPage,
} from '../core/types';

export type StaffList = Schema<'StaffListResponse'>;
export type StaffAccount = Schema<'StaffAccountResponse'>;
export type StaffInvitation = Schema<'StaffInvitationResponse'>;
export type StaffInvited = Schema<'StaffInvitedResponse'>;
export type InviteStaffRequest = Schema<'InviteStaffDto'>;
export type SendInvitationRequest = Schema<'SendInvitationDto'>;
export type InvitationSent = Schema<'InvitationSentResponse'>;
export type TeamPolicy = Schema<'TeamPolicyResponse'>;
export type TeamPolicyRequest = Schema<'TeamPolicyDto'>;
export type TwoFactorStatus = Schema<'TwoFactorStatusResponse'>;
export type TwoFactorSetup = Schema<'TwoFactorSetupResponse'>;
export type RecoveryCodes = Schema<'RecoveryCodesResponse'>;

/**
 * People and their access: 직원 관리 (issue 20: the team's accounts, invitations and policy), the
 * signed-in account's own two-factor sign-in (보안 설정), 감사 기록, 개인정보 열람 기록 and the
 * parents' 개인정보 요청.
 */
const peopleApi = adminApi
  .enhanceEndpoints({
    addTagTypes: ['AdminStaff', 'AdminTeamPolicy', 'AdminTwoFactor', 'AdminAudit'],
  })
  .injectEndpoints({
    endpoints: (build) => ({
      staffList: build.query<StaffList, void>({
        queryFn: (_arg, queryApi, extra) => viaAdmin<StaffList>('/admin/staff')(queryApi, extra),
        providesTags: ['AdminStaff'],
      }),
      inviteStaff: build.mutation<StaffInvited, InviteStaffRequest>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<StaffInvited>({ url: '/admin/staff/invitations', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: ['AdminStaff'],
      }),
      sendInvitation: build.mutation<InvitationSent, { id: number } & SendInvitationRequest>({
        queryFn: ({ id, ...body }, queryApi, extra) =>
          viaAdmin<InvitationSent>({
            url: `/admin/staff/invitations/${id}/send`,
            method: 'POST',
            body,
          })(queryApi, extra),
      }),
      revokeInvitation: build.mutation<void, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<void>({ url: `/admin/staff/invitations/${id}`, method: 'DELETE' })(
            queryApi,
            extra,
          ),
        invalidatesTags: ['AdminStaff'],
      }),
      setAccountActive: build.mutation<StaffAccount, { id: number; active: boolean }>({
        queryFn: ({ id, active }, queryApi, extra) =>
          viaAdmin<StaffAccount>({
            url: `/admin/staff/${id}/${active ? 'reactivate' : 'deactivate'}`,
            method: 'POST',
          })(queryApi, extra),
        invalidatesTags: ['AdminStaff'],
      }),
      /** The owner turns off another account's two-factor sign-in (a lost phone). */
      resetTwoFactor: build.mutation<void, number>({
        queryFn: (id, queryApi, extra) =>
          viaAdmin<void>({ url: `/admin/staff/${id}/two-factor`, method: 'DELETE' })(
            queryApi,
            extra,
          ),
        invalidatesTags: ['AdminStaff'],
      }),
      teamPolicy: build.query<TeamPolicy, void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<TeamPolicy>('/admin/team-policy')(queryApi, extra),
        providesTags: ['AdminTeamPolicy'],
      }),
      updateTeamPolicy: build.mutation<TeamPolicy, TeamPolicyRequest>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<TeamPolicy>({ url: '/admin/team-policy', method: 'PUT', body })(queryApi, extra),
        invalidatesTags: ['AdminTeamPolicy'],
      }),
      twoFactorStatus: build.query<TwoFactorStatus, void>({
        queryFn: (_arg, queryApi, extra) =>
          viaAdmin<TwoFactorStatus>('/admin/two-factor')(queryApi, extra),
        providesTags: ['AdminTwoFactor'],
        keepUnusedDataFor: 0,
      }),
      // Each change of the authenticator carries the password (a stolen session binds no app).
      startTwoFactor: build.mutation<TwoFactorSetup, { password: string }>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<TwoFactorSetup>({ url: '/admin/two-factor/setup', method: 'POST', body })(
            queryApi,
            extra,
          ),
      }),
      confirmTwoFactor: build.mutation<RecoveryCodes, { password: string; code: string }>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<RecoveryCodes>({ url: '/admin/two-factor/confirm', method: 'POST', body })(
            queryApi,
            extra,
          ),
      }),
      disableTwoFactor: build.mutation<null, { password: string; code: string }>({
        queryFn: (body, queryApi, extra) =>
          viaAdmin<null>({ url: '/admin/two-factor/disable', method: 'POST', body })(
            queryApi,
            extra,
          ),
        invalidatesTags: ['AdminTwoFactor'],
      }),
      regenerateRecoveryCodes: build.mutation<RecoveryCodes, string>({
        queryFn: (code, queryApi, extra) =>
          viaAdmin<RecoveryCodes>({
            url: '/admin/two-factor/recovery-codes',
            method: 'POST',
            body: { code },
          })(queryApi, extra),
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
      /** 개인정보 요청: parents' downloads, corrections and deletions (ids only), newest first. */
      privacyRequests: build.query<PrivacyRequestPage, number>({
        queryFn: (page, queryApi, extra) =>
          viaAdmin<PrivacyRequestPage>({ url: '/admin/privacy-requests', params: { page } })(
            queryApi,
            extra,
          ),
      }),
    }),
  });

export const {
  useStaffListQuery,
  useInviteStaffMutation,
  useSendInvitationMutation,
  useRevokeInvitationMutation,
  useSetAccountActiveMutation,
  useResetTwoFactorMutation,
  useTeamPolicyQuery,
  useUpdateTeamPolicyMutation,
  useTwoFactorStatusQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
  useAuditTrailQuery,
  useAuditAccountsQuery,
  usePersonalDataAccessQuery,
  usePrivacyRequestsQuery,
} = peopleApi;
