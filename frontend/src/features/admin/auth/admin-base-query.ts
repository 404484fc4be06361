import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { fetchBaseQuery } from '@reduxjs/toolkit/query/react';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api' });

/**
 * The base query of every admin call: attaches the access token and, on a 401 with auto-login,
 * refreshes once (one refresh shared by parallel calls) and retries. Use it from endpoints
 * injected into the one `api` with `queryFn: (args, api, extra) => adminBaseQuery(args, api, extra)`.
 * (Skeleton: the refresh logic lands with the admin sign-in work.)
 */
export const adminBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  api,
  extraOptions,
) => rawBaseQuery(args, api, extraOptions);
