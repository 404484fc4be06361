import { koreanDate } from '@shared/format/korean-dates';

/**
 * Korean strings of counselling appointments (issue 37): the booking page, its calendar and
 * 내 정보's 상담 예약. A file of their own, so only those lazily loaded pages download them. 해요체.
 */
export const koBooking = {
  pageTitle: '상담 예약',
  lead: '상담 종류와 선생님, 날짜와 시간을 고른 뒤 연락처를 인증하면 예약이 확정돼요.',
  loadFailed: '예약 정보를 불러오지 못했어요.',
  retry: '다시 불러오기',
  notFound: '프로그램을 찾을 수 없어요.',
  backToProgram: '프로그램으로 돌아가기',
  /** A program with no appointment types online: its outside booking page, as before. */
  external: {
    lead: '이 프로그램은 외부 예약 페이지에서 예약해요.',
    button: '예약 페이지 열기',
    opensInNewTab: '(새 창에서 열려요)',
    none: '이 프로그램은 지금 온라인으로 예약할 수 없어요. 센터로 전화해 주세요.',
  },

  type: {
    heading: '상담 종류',
    minutes: (n: number) => `${n}분`,
    price: (won: string) => `${won} · 현장 결제`,
    priceWithDeposit: (won: string, deposit: string) => `${won} · 예약금 ${deposit} 온라인 결제`,
    required: '상담 종류를 선택해 주세요.',
  },
  counsellor: {
    heading: '상담 선생님',
    any: '상관없음',
    anyHint: '예약 가능한 선생님 중 한 분이 맡아요.',
    name: (name: string) => `${name} 선생님`,
  },
  calendar: {
    dayHeading: '날짜',
    timeHeading: (date: string) => `${koreanDate(date)} 시간`,
    previous: '이전 달',
    next: '다음 달',
    loading: '예약 가능한 날을 불러오는 중...',
    timesLoading: '시간을 불러오는 중...',
    noneThisMonth: '이번 달에는 예약할 수 있는 날이 없어요.',
    noneThisMonthTryNext: '이 달에는 예약할 수 있는 날이 없어요. 다음 달을 확인해 주세요.',
    noTimes: '이 날은 남은 시간이 없어요. 다른 날을 골라 주세요.',
    daysFailed: '예약 가능한 날을 불러오지 못했어요.',
    timesFailed: '시간을 불러오지 못했어요.',
    retry: '다시 불러오기',
    timeRequired: '예약할 날짜와 시간을 선택해 주세요.',
  },
  proof: {
    heading: '연락처 인증',
    lead: '예약 안내를 받을 이메일이나 휴대폰 번호로 인증번호를 받아 주세요. 내 정보에서 예약을 확인할 때도 이 연락처를 써요.',
    provenEmail: (email: string) => `${email}(으)로 인증했어요.`,
    provenPhone: (phone: string) => `${phone}(으)로 인증했어요.`,
    another: '다른 연락처로 인증하기',
    send: '인증번호 받기',
    required: '연락처를 먼저 인증해 주세요.',
    expired: '인증이 만료되었어요. 연락처를 다시 인증해 주세요.',
  },
  family: {
    heading: '예약자 정보',
    guardianName: '보호자 이름',
    childName: '자녀 이름',
    schoolYear: '자녀 학년',
    schoolYearPlaceholder: '학년을 선택해 주세요',
    note: '상담 받고 싶은 이유나 건강에 관한 내용은 묻지 않아요.',
    guardianRequired: '보호자 이름을 입력해 주세요.',
    childRequired: '자녀 이름을 입력해 주세요.',
    schoolYearRequired: '자녀의 학년을 선택해 주세요.',
    tooLong: (label: string, n: number) => `${label}은 ${n}자 이하로 입력해 주세요.`,
  },
  consent: {
    required: '개인정보 수집 및 이용에 동의해 주세요.',
  },
  submit: (when: string) => `${when} 예약하기`,
  submitDeposit: (won: string) => `예약금 ${won} 결제하고 예약하기`,
  /** A type that takes a deposit online: how it is paid, and the written policy. */
  deposit: {
    heading: '예약금 결제',
    lead: (won: string, rest: string) =>
      `예약할 때 예약금 ${won}을 결제하고, 나머지 ${rest}은 센터에서 결제해요.`,
    policy: (hours: number) =>
      `상담 ${hours}시간 전까지 취소하면 예약금을 전액 환불해 드려요. 그 뒤에 취소하거나 오지 않으시면 예약금은 돌려드리지 않아요.`,
    method: '결제 수단',
    card: '카드',
    transfer: '계좌이체',
    held: '결제를 마칠 때까지 고른 시간을 잠시 잡아 둘게요.',
  },
  submitNoTime: '예약하기',
  submitting: '예약하는 중...',
  summaryTitle: '예약하지 못했어요.',
  slotTaken: {
    nearest: '가까운 다른 시간',
    none: '가까운 날에 남은 시간이 없어요. 달력에서 다른 날을 골라 주세요.',
    choose: (when: string) => `${when}으로 바꾸기`,
  },
  tooMany: '내 정보에서 예약을 확인해 주세요.',

  done: {
    title: '예약이 확정되었어요',
    lead: '인증한 연락처로 예약 내용을 보내 드렸어요. 내 정보에서도 언제든 확인할 수 있어요.',
    type: '상담',
    counsellor: '담당',
    when: '일시',
    child: '자녀',
    place: '장소',
    price: '비용',
    priceAtCentre: (won: string) => `${won} (센터에서 결제해요)`,
    changeUntil: (when: string) => `${when}까지 내 정보에서 시간을 바꾸거나 취소할 수 있어요.`,
    toMyInfo: '내 정보에서 예약 보기',
    toProgram: '프로그램으로 돌아가기',
  },

  /** Where the deposit's payment window comes back: paid, or not. */
  paid: {
    checking: '예약금 결제를 확인하고 있어요...',
    processing: '결제를 확인하는 중이에요. 잠시 후 다시 확인해 주세요.',
    checkAgain: '다시 확인하기',
    title: '예약이 확정되었어요',
    lead: '예약 내용을 연락처로 보내 드렸어요. 내 정보에서도 언제든 확인할 수 있어요.',
    deposit: '예약금',
    depositPaid: (won: string, method: string) => `${won} 결제 완료 (${method})`,
    receipt: '영수증 보기',
    failedTitle: '예약하지 못했어요',
    otherTime: '다른 시간 고르기',
  },
  unpaid: {
    title: '예약금 결제를 마치지 못했어요',
    cancelled: '결제 창을 닫아 결제하지 않았어요.',
    reason: (message: string) => `결제하지 못했어요. ${message}`,
    held: '고른 시간은 잠시 동안 잡아 두고 있어요. 다시 결제하거나 예약을 취소해 주세요.',
    payAgain: '다시 결제하기',
    paying: '결제 창을 여는 중...',
    release: '예약 취소',
    releasing: '취소하는 중...',
    released: '예약을 취소했어요. 결제된 금액은 없어요.',
    scriptFailed: '결제 창을 열지 못했어요. 잠시 후 다시 시도해 주세요.',
  },

  /** 내 정보's 상담 예약. */
  mine: {
    panel: '상담 예약',
    empty: '예약한 상담이 없어요.',
    loadFailed: '상담 예약을 불러오지 못했어요.',
    child: (name: string, year: string) => `${name} (${year})`,
    price: (won: string) => `${won} · 현장 결제`,
    packages: '회기권',
    packageLine: (type: string, total: number, used: number, left: number) =>
      `${type} ${total}회 중 ${used}회 사용 · ${left}회 남음`,
    packageRefunded: (type: string, total: number, won: string) =>
      `${type} ${total}회 · 남은 회기 ${won} 환불됨`,
    packageDue: (type: string, total: number, won: string, until: string) =>
      `${type} ${total}회 · ${won} 결제 대기 · ${until}까지 결제해 주세요.`,
    packagePay: '결제하기',
    packagePayLabel: (type: string, total: number) => `${type} ${total}회 회기권 결제하기`,
    packageOver: (type: string, total: number) =>
      `${type} ${total}회 · 결제 기한이 지났어요. 회기권이 필요하시면 센터로 연락해 주세요.`,
    packageCancelled: (type: string, total: number) =>
      `${type} ${total}회 · 센터에서 판매를 취소했어요.`,
    depositPaid: (won: string) => `예약금 ${won} 결제 완료`,
    depositRefunded: (won: string) => `예약금 ${won} 환불됨`,
    cancelRefund: (won: string) => `결제한 예약금 ${won}은 전액 환불해 드려요.`,
    changeUntil: (when: string) => `${when}까지 시간을 바꾸거나 취소할 수 있어요.`,
    callCentre: '변경·취소는 센터로 전화해 주세요',
    reschedule: '시간 변경',
    cancel: '예약 취소',
    close: '닫기',
    rescheduleHeading: (type: string) => `${type} 시간 변경`,
    rescheduleLead: (counsellor: string) => `${counsellor} 선생님의 다른 시간을 골라 주세요.`,
    rescheduleSubmit: (when: string) => `${when}으로 변경하기`,
    rescheduleChoose: '바꿀 날짜와 시간을 골라 주세요.',
    rescheduling: '변경하는 중...',
    rescheduled: (when: string) => `${when}으로 바꿨어요.`,
    cancelTitle: '예약을 취소할까요?',
    cancelMessage: (what: string, until: string) =>
      `${what} 예약을 취소해요. 취소는 ${until}까지 할 수 있고, 취소한 뒤에는 되돌릴 수 없어요.`,
    cancelConfirm: '예약 취소',
    cancelKeep: '그대로 두기',
    cancelling: '취소하는 중...',
    cancelled: '예약을 취소했어요.',
  },
} as const;
