/**
 * Korean strings of the centre's own pages (센터 소개, 문의, 신청 조회) and the refund policy they
 * and the application form show. A file of their own, so that only those lazily loaded pages
 * download them (issue 35: every byte ko.ts holds, every public page loads).
 */
export const koSite = {
  about: {
    pageTitle: '센터 소개',
  },

  support: {
    pageTitle: '문의',
    contactHeading: '연락처',
    phone: '전화',
    email: '이메일',
    hours: '운영시간',
    refundHeading: '환불 규정',
  },

  refundPolicy: [
    '강의 시작 5일 전까지(공휴일·토요일 포함): 전액 환불',
    '강의 시작 4일 전부터 전날까지: 50% 환불',
    '강의 시작 당일 및 이후: 환불 불가',
    '강의 시작일은 실제 첫 강의일을 기준으로 합니다.',
    '환불 요청은 서면, 전화, 문자 등 명확히 확인할 수 있는 방법으로 접수된 시점을 기준으로 합니다.',
  ],

  inquiry: {
    title: '신청 조회',
    description: '신청하신 강의와 결제 내역은 인증번호로 확인하실 수 있어요.',
    myInfo: '내 정보(수강 내역 조회)',
  },
} as const;
