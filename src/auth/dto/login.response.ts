/**
 * POST /api/user/login. Signed in: `accessToken` (and the refresh cookie with auto-login). When
 * the account has two-factor sign-in, or the owner requires it: no token yet, but `twoFactor`
 * says what comes next and `challenge` carries the sign-in there (5 minutes for a code,
 * 15 for setting up an authenticator; used once):
 * - CODE: POST /api/user/login/two-factor with a code from the app or a recovery code;
 * - ENROL: POST /api/user/two-factor/setup, then /api/user/two-factor/confirm.
 */
export class LoginResponse {
  /** @example "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl" */
  accessToken?: string;
  twoFactor?: 'CODE' | 'ENROL';
  /** @example "mJ0s2l2p6m1Vw3k3o8k5bq0gC7m4XyqS0p8uVb3hT1c" */
  challenge?: string;
}
