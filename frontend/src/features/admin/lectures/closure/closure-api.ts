import type { Schema } from '@shared/contract/schema';
import { adminApi, viaAdmin } from '../../core/api';

/** GET /api/admin/lecture/{id}/close-quote: what a 폐강 would give back, and where. */
export type ClosureQuote = Schema<'ClosureQuoteResponse'>;
export type ClosureQuoteGroup = Schema<'ClosureQuoteGroup'>;

/** The 폐강's quote (issue 36), asked when its dialog opens: never cached past it. */
const closureQuoteApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    closureQuote: build.query<ClosureQuote, number>({
      queryFn: (lectureId, queryApi, extra) =>
        viaAdmin<ClosureQuote>(`/admin/lecture/${lectureId}/close-quote`)(queryApi, extra),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useClosureQuoteQuery } = closureQuoteApi;
