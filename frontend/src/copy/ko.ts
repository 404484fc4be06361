/**
 * Every Korean string the public site shows, in one place.
 * Wording follows /shared/ko-copy.md exactly where it defines a text; tests look controls up by it.
 * Texts that the deck does not define are written here in the same polite style.
 */
export const ko = {
  brand: {
    name: '마음숲 아동·청소년 상담센터',
    logoText: '마음숲',
  },

  layout: {
    skipToContent: '본문 바로가기',
    mainNavLabel: '주 메뉴',
    menuButton: '메뉴',
    testPaymentBanner: '테스트 결제 환경입니다. 실제로 결제되지 않습니다.',
    homeLinkLabel: (name: string) => `${name} 홈으로`,
    footerLabel: '센터 정보',
    copyright: (year: number, name: string) => `© ${year} ${name}. All rights reserved.`,
  },

  nav: {
    about: '센터 소개',
    solution: '프로그램',
    education: '교육·특강',
    notices: '공지사항',
    inquiry: '신청 조회',
    support: '문의',
  },

  footer: {
    representative: '대표',
    businessNumber: '사업자등록번호',
    mailOrderNumber: '통신판매업신고번호',
    address: '주소',
    email: '이메일',
    phone: '전화',
    fax: '팩스',
  },

  /** The 개인정보처리방침's link in the footer and on forms (the page's text: ko-privacy.ts). */
  privacyLink: '개인정보처리방침',

  status: {
    loading: '불러오는 중...',
    loadFailed: '데이터를 불러오지 못했습니다.',
    loadFailedWithError: (error: string) => `데이터를 불러오지 못했습니다: ${error}`,
    imagesFailed: '이미지를 불러오지 못했습니다.',
    imageIdMissing: '이미지 ID가 없습니다.',
    networkError: '서버에 연결할 수 없습니다',
    httpError: (status: number) => `오류 코드 ${status}`,
  },

  money: {
    won: (formatted: string) => `${formatted}원`,
    free: '무료',
  },

  notFound: {
    title: '페이지를 찾을 수 없습니다',
    description: '주소가 바뀌었거나 잘못 입력되었을 수 있어요. 홈에서 다시 찾아 주세요.',
    home: '홈으로 가기',
  },

  routeError: {
    title: '페이지를 표시하지 못했습니다',
    description: '일시적인 문제가 생겼어요. 새로고침하거나 잠시 후 다시 시도해 주세요.',
    reload: '새로고침',
    home: '홈으로 가기',
  },

  dialog: {
    confirm: '확인',
    alertTitle: '알림',
  },
} as const;
