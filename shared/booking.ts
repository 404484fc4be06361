/**
 * Booking a counselling appointment (issue 37), as both the server and the site know it: the
 * child's school years a family chooses from, the lengths of the names, the consent the booking
 * is made with, and how many upcoming appointments one family may hold online. Nothing about a
 * child's health or the reason for counselling is asked.
 */
export const SCHOOL_YEARS = [
  '미취학',
  '초1',
  '초2',
  '초3',
  '초4',
  '초5',
  '초6',
  '중1',
  '중2',
  '중3',
  '고1',
  '고2',
  '고3',
  '기타',
] as const;
export type SchoolYear = (typeof SCHOOL_YEARS)[number];

export const BOOKING_LIMITS = {
  guardianName: 30,
  childName: 30,
  /**
   * Upcoming appointments one family (its proven contact) may hold booked online: enough for a
   * family with two children, too few to sit on a counsellor's week. The centre books more.
   */
  upcomingPerFamily: 3,
} as const;

/** `counsellor=any` (상관없음): the centre's least-booked counsellor who is free then. */
export const ANY_COUNSELLOR = 'any';

export const BOOKING_CONSENT = {
  version: 1,
  title: '상담 예약을 위한 개인정보 수집·이용 동의',
  checkbox: '개인정보 수집 및 이용에 동의합니다.',
  body: [
    '수집 항목: 보호자 이름, 인증한 휴대폰 번호 또는 이메일, 자녀 이름과 학년',
    '수집 목적: 상담 예약과 변경·취소 안내(카카오 알림톡, 문자 또는 이메일)',
    '보유 기간: 상담일로부터 개인정보처리방침에서 정한 기간 동안 보관한 뒤 파기합니다.',
    '상담 받고 싶은 이유나 건강에 관한 내용은 적지 않아요. 상담실에서 선생님과 직접 이야기해 주세요.',
  ],
} as const;

/** An appointment's status as my info and the calendar show it. */
export const APPOINTMENT_STATUS_LABELS = {
  HELD: '예약 진행 중',
  BOOKED: '예약 확정',
  ATTENDED: '상담 완료',
  NO_SHOW: '노쇼',
  CANCELLED: '예약 취소',
  EXPIRED: '예약 미완료',
} as const;
