/**
 * Korean strings of the application form and the payment pages (/application, /payments,
 * /payments/success, /payments/fail). They live beside `ko.ts` but in a file of their own so that
 * only those lazily loaded pages download them (see the `shared` chunk group in vite.config.ts).
 * Wording follows /shared/ko-copy.md exactly where it defines a text.
 */
import type { PaymentMethodName } from '@/lib/payment-navigation';

/** The methods in the order the form offers them; the value is what the API and Toss expect. */
export const PAYMENT_METHOD_OPTIONS: readonly { value: PaymentMethodName; label: string }[] = [
  { value: '카드', label: '카드' },
  { value: '가상계좌', label: '무통장입금(가상계좌)' },
  { value: '계좌이체', label: '계좌이체' },
];

/** How a method is named on a receipt-like summary. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethodName, string> = {
  카드: '카드',
  가상계좌: '무통장입금(가상계좌)',
  계좌이체: '계좌이체',
};

export const koApplication = {
  pageTitle: '강의 신청',
  lead: '아래 내용을 확인하고 신청서를 작성해 주세요.',
  requiredNote: '모든 항목은 필수입니다.',
  backToLecture: '강의 안내로 돌아가기',

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

  consent: {
    legend: '개인정보 수집 및 이용 동의',
    /** The waiting list's consent, as the 개인정보처리방침 says it (issue 35). */
    waitlistItems: (waitlistDays: number | undefined) => [
      '수집 항목: 이름, 연락처, 이메일, 생년월일',
      '수집 목적: 대기 순서 관리, 자리가 났을 때의 안내와 신청',
      waitlistDays === undefined
        ? '보유 기간: 강의가 끝난 뒤 개인정보처리방침에 정한 기간이 지나면 파기'
        : `보유 기간: 강의가 끝난 뒤 ${waitlistDays}일이 지나면 파기`,
      '동의하지 않으실 수 있지만, 동의하지 않으시면 대기 신청을 할 수 없어요.',
    ],
    checkbox: '개인정보 수집 및 이용에 동의합니다.',
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
} as const;

export const koPayments = {
  pageTitle: '결제',
  summaryLabel: '결제 정보',
  rows: {
    lecture: '강의',
    courses: '신청 과정',
    schedule: '강의 일정',
    place: '장소',
    applicationNumber: '신청번호',
    amount: '결제 금액',
    method: '결제 수단',
    status: '결제 상태',
    email: '이메일',
    bank: '입금 은행',
    accountNumber: '계좌번호',
    holder: '예금주',
    depositor: '입금자명',
    dueDate: '입금 기한',
  },

  opening: '결제창을 여는 중입니다. 잠시만 기다려 주세요.',
  notStarted: {
    title: '결제가 끝나지 않았습니다',
    description:
      '결제창에서 돌아오셨어요. 결제를 계속하려면 결제창을 다시 열어 주세요. 새 결제창을 열면 이전 결제창은 쓸 수 없습니다.',
    reopen: '결제창 다시 열기',
  },
  noRequest: {
    title: '결제할 신청 정보가 없습니다',
    description:
      '주소를 직접 입력하거나 저장해 둔 주소로 들어오면 결제 정보가 전달되지 않아요. 신청 내역 조회에서 결제를 이어서 진행해 주세요.',
  },
  initFailed: '결제를 시작하지 못했습니다.',
  /** 409 from POST /api/payments or verify: the hold lapsed and no seat is free. */
  noSeatTitle: '정원이 모두 찼습니다',
  noSeatLead:
    '결제는 진행되지 않았습니다. 자리가 나면 차례대로 좌석을 제안해 드리는 대기 신청을 이용해 주세요.',
  waitlist: '대기 신청',
  lectures: '교육·특강 목록',
  myInfo: '내 정보(수강 내역 조회)',
  scriptFailed: '결제창을 불러오지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.',
  tryAgain: '다시 시도',

  /** USER_CANCEL (window closed) and PAY_PROCESS_CANCELED (cancelled in the window). */
  cancelled: '결제를 취소하셨습니다. 다시 시도해 주세요.',
  /** FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING and every "still being confirmed" answer. */
  processing: '결제가 이미 처리 중입니다. 잠시 후 다시 시도해 주세요.',
  failedTryAgain: '결제에 실패했습니다. 다시 시도해 주세요.',
  failedWithReason: (reason: string) => `결제에 실패했습니다. 다시 시도해 주세요.\n사유: ${reason}`,

  success: {
    missingParams: '결제에 실패했습니다. 내 정보에서 다시 시도해 주세요.',
    verifying: '결제를 확인하고 있습니다. 창을 닫지 말고 잠시만 기다려 주세요.',
    paidTitle: '결제가 완료되었습니다.',
    paidStatus: '결제 완료',
    paidLead:
      '신청과 결제가 모두 끝났어요. 신청 내역은 로그인에서 이메일로 받은 인증번호를 입력하면 내 정보에서 볼 수 있어요.',
    waitingTitle: '입금을 기다리고 있습니다',
    waitingStatus: '입금 대기',
    waitingLead: '가상계좌가 발급되었습니다. 입금 기한까지 아래 계좌로 결제 금액을 입금해 주세요.',
    exactAmount: (amount: string) => `${amount}을 한 번에 입금해 주세요.`,
    checkDeposit: '입금 확인하기',
    checking: '확인하는 중...',
    stillWaiting: '아직 입금이 확인되지 않았습니다. 입금 후 잠시 뒤 다시 확인해 주세요.',
    receipt: '영수증 보기',
    opensInNewTab: '(새 창)',
    sandboxNotice: '테스트 환경입니다. 실제 돈은 오가지 않습니다.',
    sandboxDeposit: '테스트 입금 페이지 열기',
    pendingTitle: '결제 확인이 끝나지 않았습니다',
    pendingLead:
      '결제 결과를 아직 확인하지 못했습니다. 결제가 승인되었다면 잠시 뒤 확인됩니다. 같은 강의를 다시 결제하지 말고, 잠시 후 아래 버튼으로 다시 확인해 주세요.',
    unknownTitle: '결제 결과를 확인하지 못했습니다',
    unknownLead:
      '서버와 연결이 끊겨 결제 결과를 알 수 없습니다. 결제가 처리되었을 수 있으니, 다시 결제하기 전에 아래 버튼으로 결과를 확인해 주세요.',
    verifyAgain: '결제 결과 다시 확인',
    failedTitle: '결제를 완료하지 못했습니다',
    mismatchLead:
      '결제 정보가 신청 내용과 맞지 않아 결제를 승인하지 않았습니다. 돈은 빠져나가지 않았습니다.',
    lectures: '교육·특강 목록',
    myInfo: '내 신청 보기',
    inquiry: '신청 조회',
  },

  /** 409 LECTURE_CANCELLED: the lecture was cancelled (폐강) before the payment was confirmed. */
  lectureCancelled: {
    title: '강의가 폐강되었어요',
    lead: '강의가 폐강되어 결제하지 않았어요. 결제된 금액은 없어요.',
  },
  /** A page reached by back, reload or an old tab, told the application's state by the server. */
  known: {
    checking: '결제 상태를 확인하고 있어요.',
    paidLead: '이 신청은 이미 결제가 끝났어요. 다시 결제하지 않아도 돼요.',
    waitingLead: '이 신청은 가상계좌가 발급되어 입금을 기다리고 있어요. 아래 계좌로 입금해 주세요.',
    closedTitle: '취소된 신청이에요',
    closedLead: '이 신청은 취소되었거나 환불되었어요. 자세한 내용은 내 정보에서 확인해 주세요.',
  },

  fail: {
    title: '결제에 실패했습니다',
    cancelledTitle: '결제를 취소하셨습니다',
    lead: '결제에 실패했습니다. 다시 시도해 주세요.',
    reason: '사유',
    code: '오류 코드',
    retry: '다시 결제하기',
    retrying: '결제를 준비하는 중...',
    inquiry: '신청 조회',
  },
} as const;
