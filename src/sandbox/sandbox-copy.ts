/**
 * Every Korean string of the payment sandbox in one place: its pages, the codes and messages it
 * sends to failUrl, and its API error messages (worded like Toss's own, which are Korean).
 */
export const SANDBOX_COPY = {
  checkoutTitle: '테스트 결제창',
  statusTitle: '테스트 결제 상태',
  receiptTitle: '테스트 영수증',
  errorTitle: '요청을 처리할 수 없습니다',
  notice: '테스트 환경입니다. 실제 결제가 이루어지지 않습니다.',
  /** On a live site (NODE_ENV=production): the page's buttons need the back office's sign-in. */
  adminNotice:
    '운영 환경에서는 관리자로 로그인한 브라우저에서만 이 창의 버튼을 사용할 수 있습니다.',
  adminOnly:
    '운영 환경의 결제 테스트 창은 관리자 로그인 후에만 사용할 수 있습니다. 관리자 화면에서 로그인한 뒤 다시 시도해 주세요.',
  /** The page's script got no answer it could read. */
  requestFailed: '요청을 보내지 못했습니다. 잠시 후 다시 시도해 주세요.',
  virtualAccountHint: '결제를 승인하면 입금할 가상계좌가 발급됩니다.',
  cashReceiptTitle: '현금영수증',
  /** The checkout window's 현금영수증 section (transfers and virtual accounts). */
  cashReceipt: {
    legend: '현금영수증',
    numberLabel: '휴대폰 번호 또는 사업자등록번호',
    hint: '소득공제는 휴대폰 번호, 지출증빙은 사업자등록번호를 입력해 주세요.',
    emptyHint:
      '번호를 비워 두면 현금영수증을 발급하지 않습니다. 미발행을 고르면 번호는 쓰이지 않습니다.',
    invalidPhone:
      '소득공제용 휴대폰 번호가 올바르지 않습니다. 010으로 시작하는 휴대폰 번호를 입력해 주세요.',
    invalidBusinessNumber:
      '지출증빙용 사업자등록번호가 올바르지 않습니다. 10자리 사업자등록번호를 확인해 주세요.',
  },
  cashReceiptLabels: {
    type: '발급 용도',
    issueNumber: '승인번호',
    amount: '발급 금액',
    identity: '발급 번호',
    issuedAt: '발급 시각',
    orderName: '주문명',
    orderId: '주문번호',
    status: '상태',
    canceledAmount: '취소 금액',
    balanceAmount: '남은 금액',
  },
  cashReceiptStatuses: {
    issued: '발급 완료',
    partiallyCanceled: '부분 취소',
    canceled: '취소됨',
  },
  labels: {
    orderName: '주문명',
    amount: '결제 금액',
    method: '결제 수단',
    customer: '구매자',
    orderId: '주문번호',
    status: '상태',
    account: '입금 계좌',
    dueDate: '입금 기한',
    approvedAt: '승인 시각',
    canceledAmount: '취소 금액',
    balanceAmount: '남은 금액',
  },
  buttons: {
    approve: '결제 승인',
    cancel: '결제 취소',
    decline: '카드 거절 (테스트)',
    deposit: '입금 처리',
  },
  links: {
    receipt: '영수증 보기',
    cashReceipt: '현금영수증 보기',
    status: '결제 상태 보기',
  },
  noCustomer: '(입력 안 함)',
  deposited: '입금이 확인되었습니다.',
  statuses: {
    READY: '결제 준비',
    IN_PROGRESS: '승인 대기',
    WAITING_FOR_DEPOSIT: '입금 대기',
    DONE: '결제 완료',
    CANCELED: '결제 취소',
    PARTIAL_CANCELED: '부분 취소',
    ABORTED: '승인 실패',
    EXPIRED: '기한 만료',
  } as Record<string, string>,
  invalid: {
    clientKey: '클라이언트 키가 올바르지 않습니다.',
    method: '결제 수단은 카드, 가상계좌, 계좌이체 중 하나여야 합니다.',
    amount: '결제 금액은 1원 이상의 정수여야 합니다.',
    orderId: '주문번호는 영문, 숫자, -, _ 로 된 6~64자여야 합니다.',
    orderName: '주문명은 1~100자여야 합니다.',
    customerName: '구매자 이름은 100자 이하여야 합니다.',
    customerEmail: '구매자 이메일은 100자 이하여야 합니다.',
    successUrl: 'successUrl은 이 사이트의 주소여야 합니다.',
    failUrl: 'failUrl은 이 사이트의 주소여야 합니다.',
    validHours: '가상계좌 유효 시간(validHours)은 1~720 사이의 정수여야 합니다.',
    dueDate: '가상계좌 입금 기한(dueDate)은 지금부터 720시간 안의 yyyy-MM-ddTHH:mm:ss 여야 합니다.',
    bothDue: 'validHours와 dueDate는 하나만 지정할 수 있습니다.',
    action: '알 수 없는 요청입니다.',
    declineNotCard: '카드 거절은 카드 결제에서만 시험할 수 있습니다.',
    cashReceiptType: '현금영수증 종류는 소득공제, 지출증빙, 미발행 중 하나여야 합니다.',
  },
  pageErrors: {
    notFound: '결제 정보를 찾을 수 없습니다.',
    notWaiting: '입금을 기다리는 가상계좌가 아닙니다.',
    pastDue: '입금 기한이 지난 가상계좌입니다.',
    noReceipt: '승인된 결제가 아니어서 영수증이 없습니다.',
    cashReceiptNotFound: '현금영수증 정보를 찾을 수 없습니다.',
  },
  /** Codes and messages the checkout window sends to failUrl (toss-contract.md §1). */
  failures: {
    PAY_PROCESS_CANCELED: '사용자에 의해 결제가 취소되었습니다.',
    REJECT_CARD_COMPANY: '카드사에서 결제를 거절했습니다. (테스트)',
    DUPLICATED_ORDER_ID:
      '이미 승인 및 취소가 진행된 중복된 주문번호입니다. 다른 주문번호로 진행해 주세요.',
  },
} as const;

/** Toss's API error messages, by code; a code not listed gets `API_ERROR_FALLBACK`. */
export const API_ERROR_MESSAGES: Record<string, string> = {
  UNAUTHORIZED_KEY: '인증되지 않은 시크릿 키 혹은 클라이언트 키입니다.',
  INCORRECT_BASIC_AUTH_FORMAT: "잘못된 요청입니다. ':'를 포함해 인코딩해 주세요.",
  INVALID_REQUEST: '잘못된 요청입니다.',
  NOT_FOUND_PAYMENT: '존재하지 않는 결제 정보입니다.',
  NOT_FOUND_PAYMENT_SESSION: '결제 시간이 만료되어 결제 진행 데이터가 존재하지 않습니다.',
  ALREADY_PROCESSED_PAYMENT: '이미 처리된 결제입니다.',
  ALREADY_CANCELED_PAYMENT: '이미 취소된 결제입니다.',
  DUPLICATED_ORDER_ID: '이미 승인 및 취소가 진행된 중복된 주문번호입니다.',
  NOT_FOUND_CASH_RECEIPT: '존재하지 않는 현금영수증입니다.',
  ALREADY_CANCELED_CASH_RECEIPT: '이미 취소된 현금영수증입니다.',
  INVALID_CANCEL_AMOUNT: '취소 금액이 현금영수증의 남은 금액보다 큽니다.',
  NOT_CANCELABLE_AMOUNT: '취소할 수 없는 금액입니다.',
  NOT_CANCELABLE_PAYMENT: '취소할 수 없는 결제입니다.',
  NOT_ALLOWED_PARTIAL_REFUND_WAITING_DEPOSIT: '입금 대기 중인 결제는 부분 환불이 불가합니다.',
  INVALID_REFUND_ACCOUNT_INFO: '환불 계좌 정보가 올바르지 않습니다.',
  INVALID_REFUND_ACCOUNT_NUMBER: '잘못된 환불 계좌번호입니다.',
  INVALID_BANK: '유효하지 않은 은행입니다.',
  REJECT_CARD_PAYMENT: '한도 초과 혹은 잔액 부족으로 결제에 실패했습니다.',
  REJECT_CARD_COMPANY: '결제 승인이 거절되었습니다.',
  REJECT_ACCOUNT_PAYMENT: '잔액 부족으로 결제에 실패했습니다.',
  PROVIDER_ERROR: '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.',
  FORBIDDEN_CONSECUTIVE_REQUEST: '반복적인 요청은 허용되지 않습니다. 잠시 후 다시 시도해 주세요.',
  FAILED_PAYMENT_INTERNAL_SYSTEM_PROCESSING: '결제가 완료되지 않았습니다. 다시 시도해 주세요.',
  FAILED_INTERNAL_SYSTEM_PROCESSING:
    '내부 시스템 처리 작업이 실패했습니다. 잠시 후 다시 시도해 주세요.',
  UNKNOWN_PAYMENT_ERROR:
    '결제에 실패했습니다. 같은 문제가 반복되면 은행이나 카드사로 문의해 주세요.',
};

export const API_ERROR_FALLBACK = '테스트 코드로 요청한 오류입니다.';

/** The details that follow "잘못된 요청입니다." when a request breaks a rule. */
export const INVALID_REQUEST_DETAILS = {
  body: '요청 본문은 JSON 객체여야 합니다.',
  paymentKey: 'paymentKey는 200자 이하의 문자열이어야 합니다.',
  orderId: 'orderId는 문자열이어야 합니다.',
  amount: 'amount는 양의 정수여야 합니다.',
  orderIdMismatch: 'orderId가 결제 정보와 일치하지 않습니다.',
  amountMismatch: 'amount가 결제 요청 금액과 일치하지 않습니다.',
  cancelReason: 'cancelReason은 1~200자의 문자열이어야 합니다.',
  cancelAmount: 'cancelAmount는 양의 정수여야 합니다.',
  idempotencyKey: 'Idempotency-Key는 300자 이하여야 합니다.',
  testCode: 'TossPayments-Test-Code는 영문 대문자, 숫자, _ 로 된 코드여야 합니다.',
  refundAccountMissing:
    '입금된 가상계좌 결제를 취소하려면 환불받을 계좌(refundReceiveAccount)가 필요합니다.',
  refundHolder: '예금주(holderName)는 1~60자여야 합니다.',
  cashReceiptOrderId: 'orderId는 영문, 숫자, -, _ 로 된 6~64자여야 합니다.',
  cashReceiptOrderName: 'orderName은 1~100자여야 합니다.',
  cashReceiptType: 'type은 소득공제, 지출증빙 중 하나여야 합니다.',
  cashReceiptIdentityDigits: 'customerIdentityNumber는 숫자만으로 된 문자열이어야 합니다.',
  cashReceiptPhone:
    '소득공제의 customerIdentityNumber는 휴대폰 번호(01X로 시작하는 10~11자리)여야 합니다.',
  cashReceiptBusinessNumber:
    '지출증빙의 customerIdentityNumber는 올바른 10자리 사업자등록번호여야 합니다.',
  cashReceiptTaxFree: 'taxFreeAmount는 0 이상 amount 이하의 정수여야 합니다.',
  cashReceiptCancelAmount: 'amount는 양의 정수여야 합니다.',
  cashReceiptDuplicated: '이미 현금영수증이 발급된 주문번호입니다. 다른 주문번호로 진행해 주세요.',
  cashReceiptOfPayment:
    '결제창에서 발급된 현금영수증은 결제를 취소하면 함께 취소됩니다. 결제 취소 API를 사용해 주세요.',
} as const;

export const INTERNAL_ERROR_MESSAGE = API_ERROR_MESSAGES.FAILED_INTERNAL_SYSTEM_PROCESSING;
