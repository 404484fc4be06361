import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import type { Notice, NoticePage } from './types';

/** One page of the list (1-based). */
export const useGetNoticePageQuery = (page: number) =>
  usePublicQuery<NoticePage>(publicReads.notices(page));

/** `id` undefined asks nothing. */
export const useGetNoticeQuery = (id: number | undefined) =>
  usePublicQuery<Notice>(id === undefined ? undefined : publicReads.notice(id));
