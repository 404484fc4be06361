import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints`
 * in their own `api.ts`, so a lazy page only ships the endpoints it uses.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  tagTypes: ['Site', 'Program', 'Lecture'],
  endpoints: () => ({}),
});
