import type {
  FetchArgs,
  FetchBaseQueryError,
  FetchBaseQueryMeta,
  QueryReturnValue,
} from '@reduxjs/toolkit/query';
import { api } from '@/lib/api';
import type { Schema } from '@shared/contract/schema';
import { adminBaseQuery } from '../auth/admin-base-query';

export type TwoFactorStatus = Schema<'TwoFactorStatusResponse'>;
export type TwoFactorSetup = Schema<'TwoFactorSetupResponse'>;
export type RecoveryCodes = Schema<'RecoveryCodesResponse'>;

type Result<T> = QueryReturnValue<T, FetchBaseQueryError, FetchBaseQueryMeta | undefined>;

function viaAdmin<T>(args: string | FetchArgs) {
  return (
    queryApi: Parameters<typeof adminBaseQuery>[1],
    extraOptions: Parameters<typeof adminBaseQuery>[2],
  ) => Promise.resolve(adminBaseQuery(args, queryApi, extraOptions)) as Promise<Result<T>>;
}

/**
 * 보안 설정's calls (the signed-in account's own two-factor sign-in), injected into the one `api`
 * like admin-api.ts; imported by the security page only.
 */
export const twoFactorApi = api
  .enhanceEndpoints({ addTagTypes: ['AdminTwoFactor'] })
  .injectEndpoints({
    endpoints: (build) => ({
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
    }),
  });

export const {
  useTwoFactorStatusQuery,
  useStartTwoFactorMutation,
  useConfirmTwoFactorMutation,
  useDisableTwoFactorMutation,
  useRegenerateRecoveryCodesMutation,
} = twoFactorApi;
