import type { MessageStatus } from './message.entity';
import type { MessageKind } from './message-kinds';

/** Each kind of message as the back office names it. */
export const KIND_LABELS: Record<MessageKind, string> = {
  'application-received': '신청 접수 안내',
  'payment-completed': '결제 완료 안내',
  'virtual-account-issued': '가상계좌 발급 안내',
  'deposit-reminder': '입금 기한 하루 전 안내',
  'deposit-confirmed': '입금 확인 안내',
  'refund-completed': '취소·환불 완료 안내',
  'application-cancelled': '신청 취소 안내',
  'lecture-reminder': '강의 하루 전 안내',
  'waitlist-offer': '대기 좌석 제안 안내',
  'centre-application-paid': '센터 알림: 결제 완료된 신청',
  'centre-application-cancelled': '센터 알림: 취소·환불',
  'centre-daily-digest': '센터 알림: 일일 요약',
};

/** A message's delivery state in the back office's words. */
export const STATUS_LABELS: Record<MessageStatus, string> = {
  PENDING: '발송 대기',
  SENDING: '발송 중',
  SENT: '발송 완료',
  RETRYING: '재시도 대기',
  FAILED: '발송 실패',
};
