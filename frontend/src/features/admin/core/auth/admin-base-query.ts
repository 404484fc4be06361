import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { endSession, readSession, refreshAccessToken } from './session';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers) => {
    const { accessToken } = readSession();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return headers;
  },
});

/**
 * The base query of every admin call: attaches the access token and, on a 401 with auto-login,
 * refreshes once (one refresh shared by parallel calls, see refreshAccessToken) and retries.
 * Without auto-login, or when the refresh is refused, the session ends and the guard sends the
 * administrator to the login page.
 * Use it from endpoints injected into the one `api`:
 * `queryFn: (args, api, extra) => adminBaseQuery(args, api, extra)`.
 */
export const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  const sentWith = readSession().accessToken;
  let result = await rawBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401) return result;

  const { accessToken, autoLogin } = readSession();
  if (accessToken && accessToken !== sentWith) {
    // Another call refreshed meanwhile: retry with its token.
    result = await rawBaseQuery(args, api, extraOptions);
  } else if (autoLogin && (await refreshAccessToken())) {
    result = await rawBaseQuery(args, api, extraOptions);
  }
  if (result.error?.status === 401) endSession();
  return result;
};
