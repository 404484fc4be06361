/** 환불 승인 (issue 32): refunds that wait for the owner, in the back office's tone. */
export const koAdminRefunds = {
  nav: '환불 승인',
  title: '환불 승인',
  lead: '직원 한도를 넘은 환불, 관리자 화면에서 입력한 계좌로의 환불, 예금주가 다른 신청자의 환불은 대표 관리자가 승인해야 진행됩니다. 승인하면 그 시점의 환불 가능 금액을 다시 확인한 뒤 환불합니다.',
  empty: '승인을 기다리는 환불 요청이 없습니다.',
  showAll: '처리된 요청도 보기',
  showPending: '대기 중인 요청만 보기',
  columns: {
    when: '요청 일시',
    application: '신청',
    amount: '금액',
    reason: '사유',
    destination: '환불 계좌',
    requestedBy: '요청',
    status: '상태',
    actions: '처리',
  },
  kinds: { REFUND: '환불', CANCEL: '취소·환불' } as Record<string, string>,
  requesters: { STAFF: '직원', OWNER: '대표 관리자', FAMILY: '신청자' } as Record<string, string>,
  statuses: {
    PENDING: '승인 대기',
    EXECUTING: '처리 중',
    DONE: '환불 완료',
    DECLINED: '거절',
    FAILED: '처리 실패',
  } as Record<string, string>,
  approve: '승인',
  approveLabel: (id: number) => `환불 요청 ${id}번 승인`,
  decline: '거절',
  declineLabel: (id: number) => `환불 요청 ${id}번 거절`,
  declineReason: '거절 사유',
  declineSubmit: '거절하기',
  declineCancel: '취소',
  declineMissing: '거절 사유를 입력해 주세요.',
  decidedBy: (name: string) => `${name} 처리`,
  destination: (bankName: string, account: string, holder: string) =>
    `${bankName} ${account} (예금주 ${holder})`,
  /** On the 결제·환불 dialog. */
  panelTitle: '환불 요청',
  panelLead: '대표 관리자의 승인이 필요한 요청입니다.',
  movementTo: '환불 계좌',

  /** The refund form says what this administrator may do before they ask (issue 36). */
  form: {
    request: '환불 승인 요청',
    confirmRequest: (won: string) => `${won} 환불을 대표 관리자에게 요청할까요?`,
    requestNote: '대표 관리자가 승인하면 환불됩니다. 지금은 돈이 움직이지 않습니다.',
    allowance: (left: string, perApplication: string, perDay: string | null) =>
      `직원 환불 한도: 이 신청에서 직접 환불할 수 있는 금액은 ${left}입니다 (신청당 ${perApplication}${
        perDay ? `, 하루 ${perDay}` : ''
      }). 넘는 금액은 대표 관리자의 승인 요청으로 등록됩니다.`,
    noAllowance: '직원은 직접 환불할 수 없습니다. 환불은 대표 관리자의 승인 요청으로 등록됩니다.',
    deskCash:
      '현금으로 받은 결제입니다. 결제사를 거치지 않으므로 환불을 기록한 뒤 센터에서 현금을 직접 돌려주고, 결제·환불 내역에서 ‘현금 반환 완료’를 눌러 주세요.',
    handBackNote: '기록한 뒤 현금을 가족에게 돌려주고 ‘현금 반환 완료’를 눌러 주세요.',
  },

  /** Cash refunded by hand waits until someone hands it back (issue 36). */
  handBack: {
    pending: '현금 반환 대기',
    done: (when: string, who: string) => `현금 반환: ${when} · ${who}`,
    button: '현금 반환 완료',
    buttonLabel: (won: string) => `${won} 현금 반환 완료`,
    question: (won: string) => `현금 ${won}을 가족에게 돌려주었나요?`,
    details: [
      '현금 직접 반환: 센터에서 가족에게 현금으로 돌려준 뒤에 눌러 주세요.',
      '누른 사람과 시각이 기록되며, 한 번 기록하면 바꿀 수 없습니다.',
    ],
    submitting: '기록하는 중...',
    back: '돌아가기',
    failed: '현금 반환을 기록하지 못했습니다.',
  },

  /** Where the money of a cancel goes, in words (the server's CancelDestination). */
  destinations: {
    CARD: '카드 취소: 결제사를 통해 가족이 결제한 카드로 돌아갑니다.',
    TRANSFER: '계좌 환불: 결제사를 통해 가족이 계좌이체한 계좌로 돌아갑니다.',
    VIRTUAL_ACCOUNT: '계좌 환불: 가상계좌로 입금된 돈은 가족이 알려 준 계좌로 돌려줍니다.',
    CASH: '현금 직접 반환: 센터에서 가족에게 현금으로 돌려주세요.',
    DESK_CARD: '현장 카드 결제 취소: 센터의 카드 단말기에서 직접 취소해 주세요.',
    DIRECT_TRANSFER: '계좌 직접 반환: 센터 계좌에서 가족의 계좌로 직접 보내 주세요.',
    OTHER: '직접 반환: 받은 방법대로 센터에서 직접 돌려주세요.',
    NONE: '결제 전 신청이라 돌려줄 돈이 없습니다. 신청만 취소됩니다.',
    ACCOUNT_CANCEL: '입금 전 가상계좌라 돌려줄 돈이 없습니다. 발급된 가상계좌를 취소합니다.',
    IN_FLIGHT: '결제가 처리 중인 신청입니다. 처리가 끝나는 대로 다시 시도합니다.',
  } as Record<string, string>,
  awaitedAccount: (bank: string, last4: string) => `취소할 가상계좌: ${bank} 끝자리 ${last4}`,

  /** The confirm step of 신청 취소(전액 환불). */
  cancel: {
    loading: '취소하면 돌려줄 금액을 확인하는 중...',
    loadFailed: '취소하면 돌려줄 금액을 확인하지 못했습니다. 닫고 다시 열어 주세요.',
    blocked: (why: string) => `지금은 취소할 수 없습니다. ${why}`,
    question: (won: string) => `신청을 취소하고 ${won}을 돌려줄까요?`,
    questionNothing: '신청을 취소할까요?',
    request: '취소 승인 요청',
    questionRequest: (won: string) => `신청 취소와 ${won} 환불을 대표 관리자에게 요청할까요?`,
    requestNote:
      '직원 환불 한도를 넘어 대표 관리자가 승인하면 취소·환불됩니다. 지금은 돈이 움직이지 않습니다.',
    reason: (reason: string) => `사유: ${reason}`,
    back: '돌아가기',
  },

  /** The confirm step of 폐강: how many, how much, and where it goes. */
  closure: {
    loading: '폐강하면 돌려줄 금액을 확인하는 중...',
    loadFailed: '폐강하면 돌려줄 금액을 확인하지 못했습니다. 닫고 다시 열어 주세요.',
    question: (people: number, won: string) =>
      `신청 ${people}명을 모두 취소하고 총 ${won}을 돌려줄까요?`,
    nobody: '취소할 신청이 없습니다. 강의만 폐강됩니다.',
    group: (words: string, people: number, won: string) => `${words} ${people}명 · ${won}`,
    groupWords: {
      CARD: '카드 취소',
      TRANSFER: '계좌 환불(계좌이체)',
      VIRTUAL_ACCOUNT: '계좌 환불(가상계좌, 계좌를 받아 직접 처리)',
      CASH: '현금 직접 반환',
      DESK_CARD: '현장 카드 결제 취소(직접 처리)',
      DIRECT_TRANSFER: '계좌 직접 반환',
      OTHER: '직접 반환',
      NONE: '결제 전 신청 취소',
      ACCOUNT_CANCEL: '입금 전 가상계좌 취소',
      IN_FLIGHT: '결제 처리 중(끝나면 자동 처리)',
    } as Record<string, string>,
    automatic: (won: string) => `이 중 ${won}은 결제사를 통해 자동으로 환불합니다.`,
    byPerson: (won: string) =>
      `${won}은 현장 결제나 가상계좌 입금이라 ‘확인 필요’로 남으며, 센터에서 직접 돌려줘야 합니다.`,
    reason: (reason: string) => `폐강 사유: ${reason}`,
    back: '돌아가기',
  },
} as const;
