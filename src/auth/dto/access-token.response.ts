/** POST /api/user/login and /api/user/refresh: a 15-minute access token for `Authorization: Bearer`. */
export class AccessTokenResponse {
  /** @example "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.c2lnbmF0dXJl" */
  accessToken: string;
}
