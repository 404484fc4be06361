/**
 * Korean strings of the application form (/application). A file of their own, like
 * ko-payments.ts for the payment pages, so that only the lazily loaded form downloads them (see
 * the `shared` chunk group in vite.config.ts), and the form not the payment pages' strings.
 * Wording follows /shared/ko-copy.md exactly where it defines a text.
 */
import type { PaymentMethodName } from '@/lib/payment-navigation';

/** The methods in the order the form offers them; the value is what the API and Toss expect. */
export const PAYMENT_METHOD_OPTIONS: readonly { value: PaymentMethodName; label: string }[] = [
  { value: '카드', label: '카드' },
  { value: '가상계좌', label: '무통장입금(가상계좌)' },
  { value: '계좌이체', label: '계좌이체' },
];

export const koApplication = {
  pageTitle: '강의 신청',
  lead: '아래 내용을 확인하고 신청서를 작성해 주세요.',
  requiredNote: '모든 항목은 필수입니다.',

  fees: {
    legend: '강의 선택',
    hint: '듣고 싶은 강의를 모두 골라 주세요.',
    total: (amount: string) => `합계 ${amount}`,
    error: '최소 한 개 이상의 강의를 선택해 주세요.',
    empty: '선택할 수 있는 강의가 없습니다. 문의처로 연락해 주세요.',
    seatsLeft: (n: number) => `잔여 ${n}석`,
    full: '정원 마감',
    /** On the waiting-list form: a course with free seats, which cannot be waited for. */
    available: '바로 신청 가능',
    waitlistHint: '정원이 찬 강의는 대기 신청을 할 수 있어요.',
    waitlistLink: '대기 신청',
    offered: '좌석 제안',
  },

  refund: {
    heading: '환불 규정',
  },

  applicant: {
    legend: '신청자 정보',
    name: '이름',
    email: '이메일',
    contact: '연락처',
    birth: '생년월일',
    birthPlaceholder: '예: 19850312',
    birthHint: '8자리 숫자로 입력해 주세요.',
    contactPlaceholder: '010-1234-5678',
    contactHint: '숫자만 입력하면 하이픈(-)이 자동으로 들어갑니다.',
    emailHint: '신청 내역 조회와 결제 안내에 쓰입니다.',
  },

  /** The waiting list's one consent left unticked (its words: ko-waitlist.ts, consent). */
  consent: {
    error: '개인정보 수집 및 이용에 동의해 주세요.',
  },

  /** The application form's consents, one checkbox each, texts from GET /api/consents (issue 21). */
  consents: {
    legend: '개인정보 처리 동의',
    lead: '각 항목의 전문을 확인하신 뒤 동의해 주세요. 자세한 내용은',
    leadEnd: '에서 확인하실 수 있습니다.',
    required: '필수',
    optional: '선택',
    fullText: '전문 보기',
    all: '전체 동의 (선택 항목 포함)',
    missing: (title: string) => `필수 항목인 ‘${title}’에 동의해 주세요.`,
    loading: '동의 항목을 불러오는 중입니다. 잠시 후 다시 시도해 주세요.',
    loadError: '동의 항목을 불러오지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
  },

  /** How the family hears from the centre (issue 18): transactional messages only. */
  notify: {
    legend: '알림 받을 방법',
    hint: '신청·결제·입금 안내와 강의 전날 안내를 보내 드립니다.',
    alimtalk: '카카오 알림톡 (알림톡을 받을 수 없으면 문자)',
    email: '이메일',
    error: '알림을 받을 방법을 하나 이상 선택해 주세요.',
  },

  method: {
    legend: '결제 수단',
    virtualAccountHint: '무통장입금을 고르면 입금할 가상계좌가 발급됩니다.',
  },

  submit: '신청하기',
  pay: (amount: string) => `${amount} 결제하기`,
  submitting: '신청하는 중...',

  errors: {
    nameRequired: '이름을 입력해 주세요.',
    nameTooLong: '이름은 50자 이하로 입력해 주세요.',
    emailRequired: '이메일을 입력해 주세요.',
    emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
    contactRequired: '연락처를 입력해 주세요.',
    contactInvalid: '연락처를 010-1234-5678 형식으로 정확히 입력해 주세요.',
    birthRequired: '생년월일을 입력해 주세요.',
    birthInvalid: '생년월일을 올바르게 입력해 주세요.',
    summary: '신청을 완료하지 못했습니다.',
    network: '신청을 보내지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
    unknown: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  },

  /** state -2 of POST /api/lecture/application/data: a chosen course (or the lecture) is full. */
  full: '선택하신 강의의 정원이 모두 찼습니다.',
  fullHint: '정원이 찬 강의는 선택에서 뺐습니다. 다른 강의를 고르거나 대기 신청을 해 주세요.',

  /** /application opened from a waiting-list offer (/lecture/offer/:token). */
  offer: {
    eyebrow: '대기자 좌석 제안으로 신청',
    lead: '좌석 제안을 받은 강의만 신청할 수 있습니다. 신청하면 바로 결제로 넘어갑니다.',
    emailFixed: '좌석 제안을 받은 이메일로만 신청할 수 있습니다.',
  },

  /** state -1 of POST /api/lecture/application/data. */
  duplicate: '이미 이 강의에 신청한 이메일입니다.',
  /** Said after `duplicate` in the alert: an unpaid application does not hold the e-mail. */
  duplicateHint:
    '신청 내역과 결제는 로그인(이메일 인증번호) 후 내 정보에서 확인할 수 있어요. 결제하지 않은 신청은 내 정보에서 취소할 수 있고, 15분 넘게 결제가 진행되지 않은 신청은 다시 신청하면 새 신청으로 바뀌어요.',
  noLecture: {
    title: '신청할 강의를 먼저 골라 주세요',
    description:
      '신청할 강의 정보가 없습니다. 주소를 직접 입력하거나 저장해 둔 주소로 들어오면 강의 정보가 전달되지 않아요. 교육·특강 목록에서 강의를 고른 뒤 신청하기를 눌러 주세요.',
    toList: '교육·특강 목록으로',
  },
  /** The child's and guardian's fields (a child's lecture): checked here, drawn lazily. */
  participantErrors: {
    childNameRequired: '참여하는 자녀의 이름을 입력해 주세요.',
    childNameTooLong: '자녀 이름은 50자 이하로 입력해 주세요.',
    schoolYearRequired: '자녀의 학년을 선택해 주세요.',
    guardianNameRequired: '법정대리인(보호자)의 이름을 입력해 주세요.',
    guardianNameTooLong: '법정대리인 이름은 50자 이하로 입력해 주세요.',
    relationRequired: '자녀와의 관계를 선택해 주세요.',
  },
} as const;
