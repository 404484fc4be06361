import type { MessageStatus } from '../outbox/message.entity';

/** A message's delivery state in the back office's words. */
export const STATUS_LABELS: Record<MessageStatus, string> = {
  PENDING: '발송 대기',
  SENDING: '발송 중',
  SENT: '발송 완료',
  RETRYING: '재시도 대기',
  FAILED: '발송 실패',
  SKIPPED: '보내지 않음',
};
