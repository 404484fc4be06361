import type { AuditedField, AuditedKind } from '@shared/audit-fields';
import type { Schema } from '@shared/contract/schema';
import { BROADCAST_AUDIENCE_LABELS, BROADCAST_CHANNEL_LABELS } from '@shared/lecture-broadcast';
import { APPOINTMENT_STATUS_LABELS } from '@shared/booking';
import { PARTICIPANT_LABELS } from '@shared/participant';
import { koAdmin } from './ko-admin';
import { koAdminContent } from './ko-admin-content';
import { koAdminInquiries } from './ko-admin-inquiries';
import { koAdminRefunds } from './ko-admin-refunds';
import { koAdminStaff } from './ko-admin-staff';

/**
 * How 감사 기록 says a recorded value (features/admin/people/audit-format.ts reads it):
 * - text (the default): as written, HTML reduced to its words, a long text cut;
 * - won, a date (YYYY-MM-DD), an instant (ISO, said in Seoul), a time (HH:MM), an id (a number);
 * - `{ unit }`: a count (3명, 2장); a list's length when the value is a list;
 * - `{ words }`: a code or a yes/no in the field's own words (`true`/`false` for a yes/no);
 * - edited: not the value but what happened to it (본문 수정), for a long text or an order;
 * - picture: 사진 있음 / 없음, and 교체 when one replaced another;
 * - fee, account, sessions: a lecture's fee, a refund's bank account, a lecture's sessions.
 */
export type AuditSay =
  | 'text'
  | 'won'
  | 'date'
  | 'instant'
  | 'time'
  | 'id'
  | 'edited'
  | 'picture'
  | 'fee'
  | 'account'
  | 'sessions'
  | { unit: string }
  | { words: Readonly<Record<string, string>> };

export interface AuditFieldWords {
  /** The field's name, as the form or page that edits it says it. */
  label: string;
  say?: AuditSay;
  /** What an empty value means for this field (default 없음). */
  none?: string;
}

/** Every field each kind records (shared/audit-fields.ts), in words: typed so none is missed. */
type FieldWords = {
  readonly [K in AuditedKind]: Readonly<Record<AuditedField<K>, AuditFieldWords>>;
};

type MessageKind = Schema<'AdminMessageInfo'>['kind'];

const site = koAdminContent.site.fields;
const lists = koAdminContent.site.lists;
const yesNo = (yes: string, no: string) => ({ words: { true: yes, false: no } });
/** Fields said as text under the labels their form gives them. */
const labelled = <T extends Record<string, string>>(labels: T) =>
  Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { label }])) as {
    [K in keyof T]: AuditFieldWords;
  };

/** 결제 수단: the provider's and the desk's, as the back office names them. */
const PAY_METHODS: Record<string, string> = {
  CARD: '카드',
  VIRTUAL_ACCOUNT: '가상계좌',
  TRANSFER: '계좌이체',
  ...koAdmin.money.desk.methods,
};

/** The messages a family or the centre receives, by the name 알림 템플릿 gives them. */
const MESSAGE_KINDS: Record<MessageKind, string> = {
  'application-received': '신청 접수 안내',
  'payment-completed': '결제 완료 안내',
  'virtual-account-issued': '가상계좌 발급 안내',
  'deposit-reminder': '입금 기한 안내',
  'deposit-confirmed': '입금 확인 안내',
  'refund-completed': '취소·환불 안내',
  'application-cancelled': '신청 취소 안내',
  'lecture-reminder': '강의 전날 안내',
  'waitlist-offer': '대기 신청 자리 안내',
  'family-code': '인증번호',
  'centre-application-paid': '센터 알림: 결제 완료',
  'centre-application-cancelled': '센터 알림: 취소·환불',
  'centre-daily-digest': '센터 알림: 일일 현황',
  'centre-inquiry-received': '센터 알림: 새 문의',
  'inquiry-answered': '문의 답변',
  'lecture-broadcast': '수강생 안내',
  'staff-invitation': '직원 초대',
  'appointment-booked': '상담 예약 확정 안내',
  'appointment-moved': '상담 예약 변경 안내',
  'appointment-cancelled': '상담 예약 취소 안내',
  'appointment-reminder': '상담 일정 미리 안내',
  'appointment-pay-link': '상담 예약금 결제 안내',
  'package-pay-link': '회기권 결제 안내',
};

const fields: FieldWords = {
  LECTURE: {
    title: { label: '강의명' },
    instructor_name: { label: '강사' },
    reg_period_start: { label: '접수 시작일', say: 'date' },
    reg_start_time: { label: '접수 시작 시각', say: 'time' },
    reg_period_end: { label: '접수 종료일', say: 'date' },
    lec_period_start: { label: '강의 시작일', say: 'date' },
    lec_period_end: { label: '강의 종료일', say: 'date' },
    organizer: { label: '주최' },
    inquiry: { label: '문의처' },
    content: { label: '본문', say: 'edited' },
    venue: { label: '장소' },
    what_to_bring: { label: '준비물' },
    audience: { label: '대상' },
    capacity: { label: '총 정원', say: { unit: '명' }, none: '제한 없음' },
    participant: { label: '참여 대상', say: { words: PARTICIPANT_LABELS } },
    image: { label: '사진', say: 'picture' },
    sessions: { label: '일정', say: 'sessions' },
    'fee:': { label: '세부 강의 요금', say: 'fee' },
    archived: { label: '공개 상태', say: yesNo('숨김', '공개') },
    closed: { label: '폐강', say: yesNo('폐강', '진행') },
    closed_reason: { label: '폐강 사유' },
  },
  PROGRAM: {
    title: { label: '프로그램명' },
    target: { label: '대상' },
    structure: { label: '구성' },
    price: { label: '가격', say: 'won' },
    thumbnail: { label: '대표 사진', say: 'picture' },
    naver_url: { label: '네이버 예약 주소' },
    inquiry: { label: '문의' },
    images: { label: '상세 페이지 사진', say: { unit: '장' } },
    order: { label: '목록 순서', say: 'edited' },
    archived: { label: '공개 상태', say: yesNo('보관', '공개') },
  },
  SITE_SETTINGS: {
    ...labelled(site),
    'home.photos': { label: site['home.photos'], say: { unit: '장' } },
    counsellors: { label: site.counsellors, say: { unit: '명' } },
    privacyPolicyEffectiveDate: { label: site.privacyPolicyEffectiveDate, say: 'date' },
    'introduction.paragraphs': { label: site['introduction.paragraphs'], say: 'edited' },
    'support.paragraphs': { label: site['support.paragraphs'], say: 'edited' },
    'home.photos[].src': { label: '사진', say: 'picture' },
    'home.photos[].alt': { label: lists.photoFields.alt },
    'home.photos[].caption': { label: lists.photoFields.caption },
    'counsellors[].name': { label: lists.counsellorFields.name },
    'counsellors[].role': { label: lists.counsellorFields.role },
    'counsellors[].credentials': { label: lists.counsellorFields.credentials },
    'counsellors[].line': { label: '한 줄 소개' },
    'counsellors[].photo': { label: '사진', say: 'picture' },
  },
  NOTICE: {
    title: { label: '제목' },
    pinned: { label: '상단 고정', say: yesNo('고정', '고정 안 함') },
    published: { label: '게시', say: yesNo('게시', '임시저장') },
    body: { label: '본문', say: 'edited' },
  },
  STAFF: {
    username: { label: '아이디' },
    displayName: { label: '이름' },
    expiresAt: { label: '초대 링크 만료', say: 'instant' },
    role: { label: '권한', say: { words: koAdminStaff.roles } },
    invitation: { label: '초대 번호', say: 'id' },
    status: { label: '초대', say: { words: { PENDING: '대기 중', REVOKED: '취소됨' } } },
    active: { label: '계정', say: yesNo('사용 중', '비활성') },
    sessionsEnded: { label: '끝낸 로그인', say: { unit: '개' } },
    sentBy: { label: '초대 링크 발송', say: { words: { EMAIL: '이메일', ALIMTALK: '알림톡' } } },
  },
  SECURITY: {
    twoFactor: { label: '2단계 인증', say: yesNo('사용', '사용 안 함') },
    staffRefundLimit: {
      label: '직원 환불 한도',
      say: 'won',
      none: koAdminStaff.policy.noRefund,
    },
    staffDailyRefundLimit: { label: '직원 하루 환불 한도', say: 'won', none: '한도 없음' },
    requireTwoFactor: {
      label: '모든 계정에 2단계 인증 요구',
      say: yesNo('요구', '요구 안 함'),
    },
    sessionsEnded: { label: '끝낸 로그인', say: { unit: '개' } },
    autoLogin: { label: '로그인 유지', say: yesNo('예', '아니요') },
    secondFactor: { label: '2단계 인증', say: yesNo('통과', '사용 안 함') },
  },
  PAYMENT: {
    payment_status: { label: '결제 상태', say: { words: koAdmin.paymentStatus } },
    pay_method: { label: '결제 수단', say: { words: PAY_METHODS } },
    amount: { label: '결제 금액', say: 'won' },
    paid_on: { label: '결제일', say: 'date' },
    note: { label: '메모' },
  },
  REFUND: {
    refunded_amount: { label: '환불 합계', say: 'won' },
    reason: { label: '사유' },
    request: { label: '환불 요청 번호', say: 'id' },
    refund_to: { label: koAdminRefunds.columns.destination, say: 'account' },
    amount: { label: '요청 금액', say: 'won' },
    cause: {
      label: '승인이 필요한 까닭',
      say: {
        words: {
          WITHIN_LIMIT: '직원 한도 안',
          OVER_LIMIT: '한 신청의 직원 환불 한도를 넘음',
          DAILY_LIMIT: '직원 하루 환불 한도를 넘음',
          TYPED_ACCOUNT: '관리자 화면에서 입력한 계좌',
          HOLDER_MISMATCH: '예금주가 신청자·보호자와 다름',
        },
      },
    },
    status: { label: '요청 상태', say: { words: koAdminRefunds.statuses } },
    handed_back_at: { label: '현금 반환', say: 'instant', none: '반환 대기' },
  },
  CASH_RECEIPT: {
    type: { label: '용도' },
    amount: { label: '금액', say: 'won' },
    issue_number: { label: '승인번호' },
  },
  APPLICATION: {
    payment_status: { label: '결제 상태', say: { words: koAdmin.paymentStatus } },
    centre_cancel_reason: { label: '취소 사유' },
    request: { label: '환불 요청 번호', say: 'id' },
  },
  WAITLIST: {
    status: {
      label: '대기 상태',
      say: {
        words: {
          WAITING: '대기 중',
          OFFERED: '자리 제안',
          APPLIED: '신청함',
          EXPIRED: '제안 만료',
          CANCELLED: '취소함',
          REMOVED: '명단에서 삭제',
        },
      },
    },
    offer_expires_at: { label: '제안 만료', say: 'instant' },
  },
  MESSAGE: {
    message_kind: { label: '메시지', say: { words: MESSAGE_KINDS } },
    resent_as: { label: '새 메시지 번호', say: 'id' },
    broadcast: { label: '수강생 메시지 번호', say: 'id' },
    audience: { label: '받는 사람', say: { words: BROADCAST_AUDIENCE_LABELS } },
    channel: { label: '보낸 방법', say: { words: BROADCAST_CHANNEL_LABELS } },
    families: { label: '받은 가족', say: { unit: '가족' } },
    title: { label: '제목' },
  },
  EXPORT: {},
  INQUIRY: {
    status: { label: '문의 상태', say: { words: koAdminInquiries.statuses } },
    answer: { label: '답변', say: 'edited' },
  },
  APPOINTMENT_SETUP: {
    account: { label: '직원 계정' },
    name: { label: '이름' },
    active: { label: '사용', say: yesNo('사용', '사용 안 함') },
    hours: { label: '근무 시간' },
    starts_at: { label: '휴무 시작', say: 'instant' },
    ends_at: { label: '휴무 끝', say: 'instant' },
    reason: { label: '사유' },
    day: { label: '휴무일', say: 'date' },
    program: { label: '프로그램' },
    description: { label: '설명' },
    duration_minutes: { label: '상담 시간', say: { unit: '분' } },
    buffer_after_minutes: { label: '정리 시간', say: { unit: '분' } },
    price: { label: '상담료', say: 'won' },
    deposit: { label: '예약금', say: 'won' },
    min_notice_minutes: { label: '최소 예약 시점', say: { unit: '분 전' } },
    max_ahead_days: { label: '예약 가능 기간', say: { unit: '일' } },
    cancel_deadline_hours: { label: '취소 마감', say: { unit: '시간 전' } },
    counsellors: { label: '상담사', none: '없음' },
  },
  APPOINTMENT: {
    type: { label: '상담 종류' },
    counsellor: { label: '상담사' },
    starts_at: { label: '상담 시작', say: 'instant' },
    status: { label: '예약 상태', say: { words: APPOINTMENT_STATUS_LABELS } },
    cancel_reason: { label: '취소 사유' },
    series: { label: '반복 예약' },
    sessions: { label: '회기 수', say: { unit: '회' } },
    feed: { label: '캘린더 구독 주소' },
    price: { label: '회기권 금액', say: 'won' },
    package_status: {
      label: '회기권 상태',
      say: {
        words: { DUE: '결제 대기', PAID: '결제 완료', REFUNDED: '환불됨', CANCELLED: '판매 취소' },
      },
    },
    refunded_amount: { label: '환불 금액', say: 'won' },
    reason: { label: '사유' },
    deposit: { label: '예약금', say: 'won' },
    pay_link_until: { label: '결제 링크 기한', say: 'instant' },
    pay_by_link: { label: '결제 방법', say: yesNo('결제 링크', '현장 결제') },
  },
};

/** 감사 기록 in the back office (issue 20): who changed what, and who took families' data out. */
export const koAdminAudit = {
  nav: '감사 기록',
  title: '감사 기록',
  lead: '관리자가 바꾼 내용과 개인정보를 내려받거나 전체 보기 한 기록입니다. 누가, 언제, 어느 주소에서 했는지 남으며, 기록은 고치거나 지울 수 없습니다. 비밀번호, 인증 코드, 생년월일 전체는 기록하지 않습니다.',
  filters: {
    region: '감사 기록 검색',
    account: '관리자',
    anyAccount: '전체 관리자',
    deactivated: (name: string) => `${name} (비활성)`,
    kind: '종류',
    anyKind: '전체 종류',
    from: '시작일',
    to: '종료일',
    reset: '조건 지우기',
  },
  kinds: {
    LECTURE: '강의',
    PROGRAM: '상담 프로그램',
    SITE_SETTINGS: '센터 정보',
    NOTICE: '공지사항',
    STAFF: '직원 계정',
    SECURITY: '보안',
    PAYMENT: '현장 결제',
    REFUND: '환불',
    CASH_RECEIPT: '현금영수증',
    APPLICATION: '신청',
    WAITLIST: '대기 명단',
    MESSAGE: '메시지',
    EXPORT: '개인정보 내보내기',
    INQUIRY: '문의',
    APPOINTMENT_SETUP: '상담 예약 설정',
    APPOINTMENT: '상담 예약',
  } as Record<string, string>,
  previous: '이전',
  next: '다음',
  pageOf: (page: number, last: number) => `${page} / ${last} 쪽`,
  pagination: '쪽 이동',
  total: (n: number) => `총 ${n.toLocaleString('ko-KR')}건`,
  empty: '조건에 맞는 기록이 없습니다.',
  list: '감사 기록 (최신순)',
  when: '일시',
  who: '관리자',
  system: '자동 처리',
  address: '접속 주소',
  /** Addresses that are not a network's: the server's command line, the app's own jobs. */
  addresses: {
    'command line': '서버 명령',
    '-': '없음 (자동 처리)',
    unknown: '알 수 없음',
  } as Record<string, string>,
  kind: '종류',
  changes: '바뀐 내용',
  field: '항목',
  before: '이전',
  after: '이후',
  none: '없음',
  yes: '예',
  no: '아니요',
  /** A field no label names yet (the unit test of audit-format.ts fails first). */
  unknownField: '기타 항목',
  won: (n: number) => `${n.toLocaleString('ko-KR')}원`,
  count: (n: number, unit: string) => `${n.toLocaleString('ko-KR')}${unit}`,
  feeValue: (name: string, amount: string, capacity: string) =>
    `${name} · ${amount} · 정원 ${capacity}`,
  unlimited: '제한 없음',
  account: (bank: string, account: string, holder: string) =>
    `${bank} ${account} (예금주 ${holder})`,
  /** What happened to a value said by what happened (a body, an order), or to a picture. */
  edited: { created: '작성', changed: '수정', removed: '삭제' },
  picture: { some: '사진 있음', replaced: '교체' },
  noted: (label: string, what: string) => `${label} ${what}`,
  /** A list's row (`home.photos[1].caption`): 2번째 센터 사진의 사진 이름. */
  listItem: (n: number, list: string, field: string) => `${n}번째 ${list}의 ${field}`,
  lists: { 'home.photos': site['home.photos'], counsellors: site.counsellors } as Record<
    string,
    string
  >,
  /** 센터 정보's headline: the fields it changed, by name (its summary counts them). */
  siteChanged: (labels: string[], more: number) =>
    `센터 정보 수정: ${labels.join(', ')}${more > 0 ? ` 외 ${more}개` : ''}`,
  fields,
} as const;
