/**
 * 예약금 결제 (issue 37): the page a staff booking's payment link opens, in 해요체. The centre held
 * a time for a family who phoned; the family pays its deposit here.
 */
export const koPayLink = {
  title: '상담 예약금 결제',
  lead: '센터에서 아래 시간을 잡아 두었어요. 기한 안에 예약금을 결제하시면 예약이 확정돼요.',
  facts: {
    type: '상담',
    counsellor: '상담 선생님',
    when: '일시',
    deposit: '예약금',
    until: '결제 기한',
  },
  untilValue: (when: string) => `${when}까지`,
  submit: (won: string) => `예약금 ${won} 결제하기`,
  opening: '결제 창을 여는 중...',
  windowClosed: '결제 창을 닫아 결제하지 않았어요. 기한 안에 다시 결제할 수 있어요.',
  amounts: (deposit: string, rest: string) =>
    `예약금 ${deposit}을 결제하면 예약이 확정되고, 나머지 ${rest}은 상담 날 센터에서 결제해요.`,
  question: '궁금한 점은 센터로 연락해 주세요.',
  refused: (message: string) => `결제하지 못했어요. ${message}`,
  scriptFailed: '결제 창을 열지 못했어요. 잠시 후 다시 시도해 주세요.',
  loading: '결제할 예약을 불러오고 있어요...',
  loadFailed: '결제할 예약을 불러오지 못했어요.',
  retry: '다시 불러오기',
  paid: '이미 예약금을 결제한 예약이에요. 예약 내용은 내 정보에서 확인할 수 있어요.',
  cancelled: '취소된 예약이라 결제할 수 없어요. 예약을 원하시면 센터로 연락해 주세요.',
  over: '결제 기한이 지났어요. 예약을 원하시면 센터로 연락해 주세요.',
  call: (phone: string) => `센터 전화 ${phone}`,
  toMyInfo: '내 정보로 가기',
  toHome: '홈으로',
};
