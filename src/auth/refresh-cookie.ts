import type { CookieOptions, Response } from 'express';
import type { IssuedRefreshToken } from './auth.service';

export const REFRESH_COOKIE = 'maeum_admin_refresh';
/** The refresh cookie goes only to the sign-in routes (login, refresh, logout), nowhere else. */
export const REFRESH_COOKIE_PATH = '/api/user';

/**
 * The refresh cookie, set by every route that ends a sign-in: the password alone
 * (AuthController) or the password and the second factor (TwoFactorSignInController).
 */
function cookieOptions(secure: boolean): CookieOptions {
  return { httpOnly: true, secure, sameSite: 'strict', path: REFRESH_COOKIE_PATH };
}

export function setRefreshCookie(res: Response, refresh: IssuedRefreshToken, secure: boolean) {
  res.cookie(REFRESH_COOKIE, refresh.token, {
    ...cookieOptions(secure),
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(res: Response, secure: boolean) {
  res.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}
