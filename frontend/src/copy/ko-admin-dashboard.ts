/** The back office's first page (/admin, issue 36): the day the director runs from. */
export const koAdminDashboard = {
  lead: (day: string) => `${day} 기준입니다. 숫자를 누르면 그 목록이 열립니다.`,
  refresh: '새로 고침',
  refreshing: '새로 고치는 중...',
  count: (n: number) => `${n.toLocaleString('ko-KR')}건`,
  people: (n: number) => `${n.toLocaleString('ko-KR')}명`,
  appointments: {
    title: '오늘 상담',
    open: '오늘 상담 일정 보기',
  },
  today: {
    title: '오늘 신청',
    amount: (won: string) => `신청 금액 ${won}`,
    open: '신청자 목록 보기',
  },
  deposits: {
    title: '입금 대기',
    due: (when: string) => `기한 ${when}`,
    open: '입금 대기 신청 보기',
    none: '입금을 기다리는 신청이 없습니다.',
  },
  money: {
    title: '매출 (환불 제외)',
    today: '오늘',
    month: (month: string) => `${Number(month.slice(5))}월`,
    detail: (paid: string, refunded: string) => `결제 ${paid} · 환불 ${refunded}`,
    open: '현황 보기',
  },
  refunds: {
    title: '환불 승인 대기',
    open: '환불 승인 보기',
  },
  inquiries: {
    title: '새 문의',
    open: '답변 대기 문의 보기',
  },
  failed: {
    title: '보내지 못한 알림 (7일)',
    none: '모든 알림이 전달되었습니다.',
    item: (label: string, channel: string, recipient: string) =>
      `${label} · ${channel} · ${recipient}`,
    channel: { EMAIL: '이메일', ALIMTALK: '알림톡', SMS: '문자' } as Record<string, string>,
    hint: '신청자 관리에서 해당 신청의 알림 기록을 열어 다시 연락해 주세요.',
  },
  filling: {
    title: '마감이 가까운 강의',
    caption: '접수 중인 강의, 남은 자리가 적은 순',
    lecture: '강의',
    seats: '남은 자리',
    waiting: '대기',
    seatsOf: (left: number, capacity: number) => `${left} / ${capacity}`,
    none: '정원이 있는 접수 중 강의가 없습니다.',
  },
  starting: {
    title: '다가오는 강의',
    caption: '시작일이 가까운 순',
    day: '시작',
    lecture: '강의',
    applications: '신청',
    none: '예정된 강의가 없습니다.',
  },
} as const;
