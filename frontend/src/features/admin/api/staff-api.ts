import type { Schema } from '@shared/contract/schema';
import { api } from '@/lib/api';
import { viaAdmin } from './admin-api';

/** GET /api/admin/me: who is signed in, with the role the server reads from the account. */
export type CurrentAdmin = Schema<'CurrentAdminResponse'>;
export type AdminRole = CurrentAdmin['role'];
export type StaffList = Schema<'StaffListResponse'>;
export type StaffAccount = Schema<'StaffAccountResponse'>;
export type StaffInvitation = Schema<'StaffInvitationResponse'>;
export type StaffInvited = Schema<'StaffInvitedResponse'>;
export type InviteStaffRequest = Schema<'InviteStaffDto'>;
export type TeamPolicy = Schema<'TeamPolicyResponse'>;
export type TeamPolicyRequest = Schema<'TeamPolicyDto'>;

/**
 * 직원 관리 (issue 20): who is signed in, the team's accounts and invitations, the team policy.
 * Injected into the one `api` like the rest of the back office (admin-api.ts), from this file of
 * the admin chunk only.
 */
export const staffApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminMe', 'AdminStaff', 'AdminTeamPolicy'] })
  .injectEndpoints({
    endpoints: (build) => ({
      adminMe: build.query<CurrentAdmin, void>({
        queryFn: (_arg, queryApi, extra) => viaAdmin<CurrentAdmin>('/admin/me')(queryApi, extra),
        providesTags: ['AdminMe'],
      }),
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
    }),
  });

export const {
  useAdminMeQuery,
  useStaffListQuery,
  useInviteStaffMutation,
  useRevokeInvitationMutation,
  useSetAccountActiveMutation,
  useResetTwoFactorMutation,
  useTeamPolicyQuery,
  useUpdateTeamPolicyMutation,
} = staffApi;
