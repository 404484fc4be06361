import type { WaitlistStatus } from './waitlist-entry.entity';

/** How the back office names each status (the applicants CSV). */
export const WAITLIST_STATUS_WORDS: Record<WaitlistStatus, string> = {
  WAITING: '대기중',
  OFFERED: '제안됨',
  APPLIED: '신청함',
  EXPIRED: '만료',
  CANCELLED: '대기 취소',
  REMOVED: '삭제됨',
};
