import type { Schema } from '@shared/contract/schema';
import { api } from '@/lib/api';

/** The family's door (issue 32): a code to an e-mail or phone, then the proof cookie. */
export type FamilyContact = Schema<'SendFamilyCodeDto'>;
export type CodeSent = Schema<'FamilyCodeSent'>;
export type VerifyCodeRequest = Schema<'VerifyFamilyCodeDto'>;
export type CodeVerified = Schema<'FamilyProven'>;
export type RememberedBrowsers = Schema<'RememberedBrowsers'>;

/**
 * Whatever a page reads under the family's proof provides this tag: a new proof (a code typed)
 * reads it again, whoever's page it is (내 정보, the booking page).
 */
export const PROOF_TAG = 'GuestProof';

/**
 * The code endpoints every page that proves a family's contact shares (내 정보, its lookup and
 * dialogs, the booking page), and the read that says which contact this browser has proved.
 */
export const familyProofApi = api.enhanceEndpoints({ addTagTypes: [PROOF_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    /** A code to an e-mail or phone (a remembered browser is proven at once instead). */
    sendCode: build.mutation<CodeSent, FamilyContact>({
      query: (body) => ({ url: '/guest/code', method: 'POST', body }),
    }),
    /** A right code sets the httpOnly guest cookie (and the remembered-browser one if asked). */
    verifyCode: build.mutation<CodeVerified, VerifyCodeRequest>({
      query: (body) => ({ url: '/guest/code/verify', method: 'POST', body }),
      invalidatesTags: [PROOF_TAG],
    }),
    /** The proven contact and this contact's remembered browsers; 401 without a proof. */
    rememberedBrowsers: build.query<RememberedBrowsers, void>({
      query: () => ({ url: '/guest/browsers' }),
      providesTags: [PROOF_TAG],
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useSendCodeMutation, useVerifyCodeMutation, useRememberedBrowsersQuery } =
  familyProofApi;
