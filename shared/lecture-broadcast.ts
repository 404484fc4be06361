/**
 * 수강생에게 메시지 보내기 (issue 36): the director's one message to a lecture's families, as both
 * the server and the back office know it: whom it may go to, on which channel, and how long its
 * parts may be.
 */

/**
 * Whom it goes to, by the applications' payment state. A cancelled application is never in
 * 전체; it is reached only by choosing 취소된 신청 on purpose.
 */
export const BROADCAST_AUDIENCES = [
  'ALL',
  'PAID',
  'AWAITING_DEPOSIT',
  'UNPAID',
  'CANCELLED',
] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

export const BROADCAST_AUDIENCE_LABELS: Record<BroadcastAudience, string> = {
  ALL: '전체',
  PAID: '결제 완료',
  AWAITING_DEPOSIT: '입금 대기',
  UNPAID: '결제 전',
  CANCELLED: '취소된 신청',
};

/** The applications' payment_status each audience takes (Y paid, P partly refunded, ...). */
export const BROADCAST_AUDIENCE_STATUSES: Record<BroadcastAudience, readonly string[]> = {
  ALL: ['N', 'W', 'Y', 'P'],
  PAID: ['Y', 'P'],
  AWAITING_DEPOSIT: ['W'],
  UNPAID: ['N'],
  CANCELLED: ['C'],
};

/** 알림톡 (SMS/LMS when it cannot be delivered) to the mobile number, or e-mail. */
export const BROADCAST_CHANNELS = ['ALIMTALK', 'EMAIL'] as const;
export type BroadcastChannel = (typeof BROADCAST_CHANNELS)[number];

export const BROADCAST_CHANNEL_LABELS: Record<BroadcastChannel, string> = {
  ALIMTALK: '알림톡 (안 되면 문자)',
  EMAIL: '이메일',
};

export const BROADCAST_LIMITS = {
  /** The 알림톡's first line and the e-mail's subject: one short line. */
  title: 40,
  /**
   * Kakao caps an 알림톡's whole text at 1,000 characters: the template's words, the centre's
   * name, a lecture title of up to 200 and the title leave 700 for the text.
   */
  alimtalkBody: 700,
  emailBody: 2000,
} as const;

/** The longest text the channel carries. */
export function broadcastBodyLimit(channel: BroadcastChannel): number {
  return channel === 'ALIMTALK' ? BROADCAST_LIMITS.alimtalkBody : BROADCAST_LIMITS.emailBody;
}
