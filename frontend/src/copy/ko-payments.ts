/**
 * Korean strings of the payment pages (/payments, /payments/success, /payments/fail). They live
 * beside `ko.ts` but in a file of their own so that only those lazily loaded pages download them
 * (see the `shared` chunk group in vite.config.ts); the application form's are in
 * ko-application.ts. Wording follows /shared/ko-copy.md exactly where it defines a text.
 */
import type { PaymentMethodName } from '@/lib/payment-navigation';

/** How a method is named on a receipt-like summary. */
export const PAYMENT_METHOD_LABEL: Record<PaymentMethodName, string> = {
  카드: '카드',
  가상계좌: '무통장입금(가상계좌)',
  계좌이체: '계좌이체',
};

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
