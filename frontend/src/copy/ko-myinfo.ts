import { koFamilyDoor } from './ko-family-door';

/**
 * Korean strings of the enrolment lookup and 내 정보 (/myinfo-check, /myinfo). A file of their
 * own, like ko-payments.ts, so that only those lazily loaded pages download them.
 * Wording follows /shared/ko-copy.md exactly where it defines a text.
 */
export const koMyInfo = {
  check: {
    title: '나의 수강 내역 조회',
    lead: '강의를 신청할 때 입력한 이메일과 생년월일을 입력해 주세요. 맞으면 그 이메일로 인증번호를 보내 드려요.',
    email: '이메일',
    birth: '생년월일',
    submit: '조회하기',
    submitting: '조회하는 중...',
    emailRequired: '이메일을 입력해 주세요.',
    emailInvalid: '올바른 이메일 주소를 입력해 주세요.',
    birthRequired: '생년월일을 입력해 주세요.',
    birthInvalid: '생년월일을 올바르게 입력해 주세요.',
    birthPlaceholder: '예: 19850312',
    birthHint: '8자리 숫자로 입력해 주세요.',
    /** state -1 */
    noHistory: '이 이메일로 신청한 내역이 없습니다.',
    /** any other state */
    mismatch: '이메일 또는 생년월일이 일치하지 않습니다.',
  },

  /** The code step and /login, the family's door (issue 32): shared with the booking page. */
  door: koFamilyDoor,

  /** 내 정보's 확인된 연락처와 로그인된 기기 (issue 32). */
  browsers: {
    panel: '로그인 정보',
    provenEmail: '확인된 이메일',
    provenPhone: '확인된 휴대폰 번호',
    viaLink:
      '메시지의 링크로 열었어요. 환불 계좌 입력이나 연락처 수정은 인증번호로 다시 확인한 뒤에 할 수 있어요.',
    listTitle: '기억된 기기',
    none: '기억된 기기가 없어요.',
    current: '이 기기',
    lastUsed: (when: string) => `마지막 사용 ${when}`,
    logoutThis: '이 기기 로그아웃',
    logoutOthers: '다른 기기 모두 로그아웃',
    working: '처리하는 중...',
    othersDone: (n: number) => `다른 기기 ${n}대를 로그아웃했어요.`,
    failed: '처리하지 못했어요. 잠시 후 다시 시도해 주세요.',
  },

  /** /myinfo/link#token: the personal link in every message (issue 18). */
  link: {
    title: '내 정보 열기',
    lead: '아래 버튼을 누르면 인증번호 없이 내 신청 내역을 볼 수 있어요. 이 메시지를 받은 이메일이나 휴대폰 번호로 한 신청이 보여요.',
    once: '이 링크는 메시지를 보낸 때부터 24시간 동안 한 번만 쓸 수 있어요.',
    open: '내 신청 내역 열기',
    opening: '내 정보를 여는 중이에요…',
    failedTitle: '링크를 열 수 없어요',
    noToken: '링크에 필요한 정보가 없어요. 받으신 메시지의 링크를 다시 눌러 주세요.',
    hint: '로그인에서 이메일이나 휴대폰 번호로 인증번호를 받으면 내 정보를 열 수 있어요.',
    toLookup: '로그인',
  },

  /** /myinfo without a proof (spec §8). */
  needsVerification: '이메일 인증이 필요합니다.',

  title: '내 정보',

  /** 수강 확인서 (/myinfo/certificate/:applicationId), printable on one A4 page. */
  certificate: {
    link: '수강 확인서',
    /** The link's accessible name: which lecture's certificate. */
    linkLabel: (lecture: string) => `${lecture} 수강 확인서`,
    title: '수강 확인서',
    number: '발급번호',
    factsCaption: '수강 내역',
    name: '성명',
    lecture: '강의명',
    instructor: '강사',
    period: '강의 기간',
    courses: '수강 강의',
    amount: '결제 금액',
    method: '결제 수단',
    paidOn: '결제일',
    statement: '위 사람이 위 강의를 수강(신청)하였음을 확인합니다.',
    issuedOn: '발급일',
    representative: (name: string) => `대표 ${name}`,
    seal: '(인)',
    businessNumber: '사업자등록번호',
    address: '주소',
    phone: '전화',
    print: '인쇄하기',
    back: '내 정보로 돌아가기',
    loadFailed: '수강 확인서를 불러오지 못했어요.',
  },
  personalPanel: '개인 정보',
  applicationsPanel: '나의 신청 내역',
  name: '이름',
  email: '이메일',
  contact: '연락처',
  empty: '신청 내역이 없어요.',
  loadFailed: '신청 내역을 불러오지 못했어요.',
  retryLoad: '다시 불러오기',

  phase: { UPCOMING: '수강 예정', ONGOING: '수강 중', ENDED: '수강 완료', CANCELLED: '취소됨' },
  lecturePeriod: '강의 기간',
  applicant: '신청자',
  appliedAt: '신청 일시',
  amount: '결제 금액',
  paymentState: '결제 상태',
  courses: '신청 강의',
  /** The payment state's words come from the server (stateLabel); the refunds are listed here. */
  refunds: '환불 내역',
  refundLine: (day: string, amount: string) => `${day} ${amount} 환불`,
  bank: '입금 은행',
  accountNumber: '계좌번호',
  holder: '예금주',
  depositor: '입금자명',
  dueDate: '입금 기한',
  receipt: '영수증 보기',
  /** The 현금영수증 of a transfer, a virtual account, or cash paid at the centre. */
  cashReceipt: '현금영수증 보기',
  opensInNewTab: '(새 창)',

  autoCancelRefused: (amount: string) =>
    `신청이 취소된 뒤 승인된 결제 ${amount}은(는) 자동으로 취소되지 못해 센터에서 확인 후 환불해 드려요.`,
  autoCancel: (amount: string, when: string | null) =>
    when
      ? `신청이 취소된 뒤 승인된 결제 ${amount}은(는) ${when}에 자동으로 전액 취소되었어요.`
      : `신청이 취소된 뒤 승인된 결제 ${amount}은(는) 자동으로 전액 취소되고 있어요.`,

  /** An automatic cancel because the payment came after the last seat was gone (NO_SEAT). */
  autoCancelNoSeat: (amount: string, when: string | null) =>
    when
      ? `정원이 찬 뒤 결제되어 전액 자동 취소되었어요. 결제 금액 ${amount}은(는) ${when}에 취소되었어요.`
      : `정원이 찬 뒤 결제되어 전액 자동 취소되었어요. 결제 금액 ${amount}의 취소를 처리하고 있어요.`,
  autoCancelNoSeatRefused: (amount: string) =>
    `정원이 찬 뒤 결제된 ${amount}은(는) 자동으로 취소되지 못해 센터에서 확인 후 전액 환불해 드려요.`,

  waitlist: {
    panel: '대기 신청 내역',
    course: '대기 강의',
    state: '대기 상태',
    position: (n: number) => `대기 ${n}번째`,
    status: {
      WAITING: '대기 중',
      OFFERED: '좌석 제안',
      APPLIED: '제안으로 신청함',
      EXPIRED: '제안 기한 지남',
      CANCELLED: '대기 취소됨',
      REMOVED: '센터에서 대기 삭제',
    } as Record<string, string>,
    offerExpires: '제안 기한',
    offerNote: '좌석을 맡아 두었어요. 기한 안에 신청하고 결제해 주세요.',
    openOffer: '제안 링크로 신청하기',
    cancel: '대기 취소',
    cancelLabel: (lecture: string, course: string) => `${lecture} ${course} 대기 취소`,
    confirmTitle: '대기 취소',
    confirmMessage: (lecture: string, course: string) =>
      `'${lecture}' ${course} 대기 신청을 취소할까요? 취소하면 대기 순번이 없어지고, 맡아 둔 좌석이 있으면 다음 분께 넘어가요.`,
    confirm: '대기 취소',
    keep: '닫기',
    cancelling: '취소하는 중...',
    cancelled: '대기 신청을 취소했어요.',
    cancelFailed: '대기 신청을 취소하지 못했어요.',
  },

  pay: {
    label: '결제하기',
    card: '카드',
    transfer: '계좌이체',
    virtualAccount: '무통장입금',
    starting: '결제를 준비하는 중...',
  },

  cancel: {
    refund: '결제 취소',
    withdraw: '신청 취소',
    dialogTitle: (lecture: string) => `${lecture} 취소`,
    preview: (amount: string) => `환불 예정 금액 ${amount}`,
    rate: (rate: number) => `환불 비율 ${rate}%`,
    withdrawNote: '결제하지 않은 신청이라 환불할 금액이 없어요.',
    accountLegend: '환불 받을 계좌',
    bank: '은행',
    bankPlaceholder: '은행을 골라 주세요',
    accountNumber: '계좌번호',
    accountHint: '숫자만 입력해 주세요.',
    holderName: '예금주',
    bankRequired: '은행을 골라 주세요.',
    accountRequired: '계좌번호를 숫자로 입력해 주세요.',
    holderRequired: '예금주를 입력해 주세요.',
    confirm: '취소하기',
    confirming: '취소하는 중...',
    close: '닫기',
    done: '취소가 완료되었어요.',
    freshLead:
      '환불 계좌를 확인하려면 인증번호를 다시 입력해 주세요. 확인된 연락처로 인증번호를 보내 드려요.',
    retrying: '환불을 요청하는 중...',
  },
} as const;

/** Toss bank codes (src/common/money/bank-codes.ts) for the refund account. */
export const REFUND_BANKS: readonly { code: string; name: string }[] = [
  { code: '02', name: '산업은행' },
  { code: '03', name: '기업은행' },
  { code: '06', name: '국민은행' },
  { code: '07', name: '수협은행' },
  { code: '11', name: '농협은행' },
  { code: '12', name: '지역농축협' },
  { code: '20', name: '우리은행' },
  { code: '23', name: 'SC제일은행' },
  { code: '27', name: '씨티은행' },
  { code: '31', name: '대구은행' },
  { code: '32', name: '부산은행' },
  { code: '34', name: '광주은행' },
  { code: '35', name: '제주은행' },
  { code: '37', name: '전북은행' },
  { code: '39', name: '경남은행' },
  { code: '45', name: '새마을금고' },
  { code: '48', name: '신협' },
  { code: '50', name: '저축은행' },
  { code: '64', name: '산림조합' },
  { code: '71', name: '우체국' },
  { code: '81', name: '하나은행' },
  { code: '88', name: '신한은행' },
  { code: '89', name: '케이뱅크' },
  { code: '90', name: '카카오뱅크' },
  { code: '92', name: '토스뱅크' },
];
