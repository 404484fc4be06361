/**
 * The 문의 form (issue 35), as both the server and the site know it: what a question may be
 * about, how long its parts may be, and the consent it is sent with. Nothing about a child's
 * health or the reason for counselling is asked; the form says not to write it.
 */
export const INQUIRY_TOPICS = ['LECTURE', 'PROGRAM', 'PAYMENT', 'OTHER'] as const;
export type InquiryTopic = (typeof INQUIRY_TOPICS)[number];

export const INQUIRY_TOPIC_LABELS: Record<InquiryTopic, string> = {
  LECTURE: '교육·특강',
  PROGRAM: '상담 프로그램',
  PAYMENT: '결제·환불',
  OTHER: '기타',
};

export const INQUIRY_LIMITS = {
  name: 50,
  bodyMin: 10,
  body: 2000,
  /** An answer goes out by 알림톡 too, whose whole text Kakao caps at 1,000 characters. */
  answer: 800,
} as const;

/**
 * The consent the form asks for, versioned like the application's consents: a changed text is
 * the next version, and the server refuses an answer to an older one (the asker reloads).
 */
export const INQUIRY_CONSENT = {
  version: 1,
  title: '문의 답변을 위한 개인정보 수집·이용 동의',
  checkbox: '개인정보 수집 및 이용에 동의합니다.',
  body: [
    '수집 항목: 이름, 휴대폰 번호 또는 이메일, 문의 내용',
    '수집 목적: 문의 확인과 답변(카카오 알림톡, 문자 또는 이메일)',
    '보유 기간: 문의를 받은 날부터 개인정보처리방침에서 정한 기간 동안 보관한 뒤 파기합니다.',
    '동의를 거부할 수 있으나, 거부하시면 이 양식으로 문의하실 수 없어요. 전화나 카카오톡 채널로 문의해 주세요.',
  ],
} as const;

export const INQUIRY_STATUSES = ['NEW', 'ANSWERED'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
