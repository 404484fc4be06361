/**
 * The administrator's session in the browser, as spec §3 keeps it: the access token and the
 * auto-login flag (text "true"/"false") in local storage. The refresh token is an httpOnly
 * cookie the page never sees.
 */
const ACCESS_TOKEN_KEY = 'accessToken';
const AUTO_LOGIN_KEY = 'autoLogin';

/** Fired on window when the session ends (refresh refused, logout), so the guard can redirect. */
export const SESSION_ENDED_EVENT = 'maeum:admin-session-ended';

export interface AdminSession {
  accessToken: string | null;
  autoLogin: boolean;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Private modes may refuse storage: then there is simply no saved session.
    return null;
  }
}

export function readSession(): AdminSession {
  const store = storage();
  return {
    accessToken: store?.getItem(ACCESS_TOKEN_KEY) ?? null,
    autoLogin: store?.getItem(AUTO_LOGIN_KEY) === 'true',
  };
}

export function saveSession(accessToken: string, autoLogin: boolean): void {
  const store = storage();
  store?.setItem(ACCESS_TOKEN_KEY, accessToken);
  store?.setItem(AUTO_LOGIN_KEY, autoLogin ? 'true' : 'false');
}

export function clearSession(): void {
  const store = storage();
  store?.removeItem(ACCESS_TOKEN_KEY);
  store?.removeItem(AUTO_LOGIN_KEY);
}

/** Ends the session in this tab: storage cleared and the guard told to send the admin to login. */
export function endSession(): void {
  clearSession();
  window.dispatchEvent(new Event(SESSION_ENDED_EVENT));
}

/**
 * spec §5: a token is valid when its exp claim times 1000 is not before now; a missing or
 * malformed token is invalid.
 */
export function isTokenValid(token: string | null, now: number = Date.now()): boolean {
  if (!token) return false;
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp * 1000 >= now;
  } catch {
    return false;
  }
}

let refreshing: Promise<string | null> | null = null;

/**
 * Trades the refresh cookie for a new access token, or null when the server refuses (the session
 * is then ended). One refresh at a time: parallel callers in this tab share it, and other tabs
 * wait on a Web Lock and reuse the token the first one got (a refresh token works only once;
 * sending it twice would end the session everywhere).
 */
export function refreshAccessToken(): Promise<string | null> {
  if (!refreshing) {
    const before = readSession().accessToken;
    const run = () => refreshOnce(before);
    const locked =
      typeof navigator !== 'undefined' && navigator.locks
        ? navigator.locks.request('maeum-admin-refresh', run)
        : run();
    refreshing = locked.finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

async function refreshOnce(before: string | null): Promise<string | null> {
  const current = readSession();
  // Another tab refreshed while this one waited for the lock.
  if (current.accessToken !== before && isTokenValid(current.accessToken)) {
    return current.accessToken;
  }
  try {
    const response = await fetch('/api/user/refresh', {
      method: 'POST',
      credentials: 'same-origin',
    });
    if (response.ok) {
      const body = (await response.json()) as { accessToken?: unknown };
      if (typeof body.accessToken === 'string') {
        saveSession(body.accessToken, current.autoLogin);
        return body.accessToken;
      }
    }
  } catch {
    // A network failure is not a refusal: keep the session, the next call may succeed.
    return null;
  }
  endSession();
  return null;
}

/**
 * Ends the session on the server (by the refresh cookie and the access token, which is all a
 * sign-in without auto-login has) and forgets it here.
 */
export async function logout(): Promise<void> {
  const { accessToken } = readSession();
  try {
    await fetch('/api/user/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: accessToken ? { Authorization: `Bearer ${accessToken}` } : undefined,
    });
  } finally {
    endSession();
  }
}
