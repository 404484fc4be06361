import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { addLazyApi } from './store-slots';

/**
 * The one RTK Query API of the app, for the application, payment, my-info and admin pages (the
 * public pages read through lib/public-data.ts, so RTK Query stays out of their bundle). Features
 * add their endpoints with `api.injectEndpoints` in their own `api.ts`, so a lazy page only ships
 * the endpoints it uses. Importing this module adds the API to the store.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({ baseUrl: '/api' }),
  // The admin's lecture writes invalidate 'Lecture'; the public pages' copies (lib/public-data.ts)
  // are dropped on those same writes.
  tagTypes: ['Lecture'],
  endpoints: () => ({}),
});

addLazyApi(api);

/**
 * Every read of free times (forms/appointment-time) provides it; a booking, a move or a cancel
 * reads them again. Named here, so that 내 정보's door, which never shows the calendar, does not
 * load it for a name.
 */
export const TIMES_TAG = 'BookingTimes';
