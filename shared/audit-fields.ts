/**
 * The fields each kind of audit row records in its `before` and `after` (src/audit), written
 * down once. The server's recorders write these names; the back office's 감사 기록 has a Korean
 * label for each (frontend/src/copy/ko-admin-audit.ts, typed against this list), and the API
 * tests fail when a row holds a name that is not here (test/support/test-app.ts, on close).
 *
 * A list's place or a fee's id is written as the pattern's empty brackets or bare colon:
 * `home.photos[2].src` is `home.photos[].src`, `fee:12` is `fee:` (see auditFieldPattern).
 */
export const AUDITED_FIELDS = {
  LECTURE: [
    'title',
    'instructor_name',
    'reg_period_start',
    'reg_start_time',
    'reg_period_end',
    'lec_period_start',
    'lec_period_end',
    'organizer',
    'inquiry',
    'content',
    'venue',
    'what_to_bring',
    'audience',
    'capacity',
    'participant',
    'image',
    'sessions',
    'fee:',
    'archived',
    'closed',
    'closed_reason',
  ],
  PROGRAM: [
    'title',
    'target',
    'structure',
    'price',
    'thumbnail',
    'naver_url',
    'inquiry',
    'images',
    'order',
    'archived',
  ],
  SITE_SETTINGS: [
    'name',
    'logoText',
    'productName',
    'representative',
    'businessNumber',
    'mailOrderNumber',
    'address',
    'email',
    'phone',
    'fax',
    'hours',
    'kakaoChannelUrl',
    'directions.metro',
    'directions.bus',
    'directions.car',
    'privacyOfficer.name',
    'privacyOfficer.position',
    'privacyOfficer.phone',
    'privacyOfficer.email',
    'privacyPolicyEffectiveDate',
    'introduction.title',
    'introduction.paragraphs',
    'support.title',
    'support.paragraphs',
    'searchVerification.naver',
    'searchVerification.google',
    'home.heading',
    'home.lead',
    'home.photos',
    'home.photos[].src',
    'home.photos[].alt',
    'home.photos[].caption',
    'counsellors',
    'counsellors[].name',
    'counsellors[].role',
    'counsellors[].credentials',
    'counsellors[].line',
    'counsellors[].photo',
  ],
  NOTICE: ['title', 'pinned', 'published', 'body'],
  STAFF: [
    'username',
    'displayName',
    'expiresAt',
    'role',
    'invitation',
    'status',
    'active',
    'sessionsEnded',
    'sentBy',
  ],
  SECURITY: [
    'twoFactor',
    'staffRefundLimit',
    'staffDailyRefundLimit',
    'requireTwoFactor',
    'sessionsEnded',
    'autoLogin',
    'secondFactor',
  ],
  PAYMENT: ['payment_status', 'pay_method', 'amount', 'paid_on', 'note'],
  REFUND: [
    'refunded_amount',
    'reason',
    'request',
    'refund_to',
    'amount',
    'cause',
    'status',
    'handed_back_at',
  ],
  CASH_RECEIPT: ['type', 'amount', 'issue_number'],
  APPLICATION: ['payment_status', 'centre_cancel_reason', 'request'],
  WAITLIST: ['status', 'offer_expires_at'],
  MESSAGE: ['message_kind', 'resent_as', 'broadcast', 'audience', 'channel', 'families', 'title'],
  EXPORT: [],
  INQUIRY: ['status', 'answer'],
  APPOINTMENT_SETUP: [
    'account',
    'name',
    'active',
    'hours',
    'starts_at',
    'ends_at',
    'reason',
    'day',
    'program',
    'description',
    'duration_minutes',
    'buffer_after_minutes',
    'price',
    'deposit',
    'min_notice_minutes',
    'max_ahead_days',
    'cancel_deadline_hours',
    'counsellors',
  ],
  APPOINTMENT: [
    'type',
    'counsellor',
    'starts_at',
    'status',
    'cancel_reason',
    'series',
    'sessions',
    'feed',
    'price',
    'package_status',
    'refunded_amount',
    'reason',
    'deposit',
    'pay_link_until',
    'pay_by_link',
  ],
} as const satisfies Record<string, readonly string[]>;

export type AuditedKind = keyof typeof AUDITED_FIELDS;
export type AuditedField<K extends AuditedKind> = (typeof AUDITED_FIELDS)[K][number];

/** A recorded name as the list writes it: `home.photos[2].src` → `home.photos[].src`, `fee:12` → `fee:`. */
export function auditFieldPattern(name: string): string {
  return name.replace(/\[\d+\]/g, '[]').replace(/^fee:\d+$/, 'fee:');
}

/** Whether rows of `kind` are known to record `name` (false for an unknown kind too). */
export function isAuditedField(kind: string, name: string): boolean {
  const fields: readonly string[] | undefined = (
    AUDITED_FIELDS as Record<string, readonly string[]>
  )[kind];
  return fields?.includes(auditFieldPattern(name)) ?? false;
}
