/**
 * Every Korean string the public site shows, in one place.
 * Wording follows /shared/ko-copy.md exactly where it defines a text; tests look controls up by it.
 * Texts that the deck does not define are written here in the same polite style.
 */
export const ko = {
  brand: {
    name: '마음숲 아동·청소년 상담센터',
    logoText: '마음숲',
    /** The site's description for search results and shared links (index.html says the same). */
    description:
      '마음숲 아동·청소년 상담센터는 아이 한 명 한 명의 상태를 면밀히 살피고, 맞춤형 상담과 프로그램, 교육·연수를 제공합니다.',
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
    about: '센터소개',
    solution: '솔루션',
    education: '교육·연수',
    notices: '공지사항',
    inquiry: '문의하기',
    support: '고객지원',
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
  },

  about: {
    pageTitle: '센터소개',
  },

  support: {
    pageTitle: '고객지원',
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

  programs: {
    listHeading: '프로그램',
    target: '대상',
    structure: '구성',
    price: '비용',
    inquiry: '문의',
    reserve: '예약하기',
    opensInNewTab: '새 창에서 예약 사이트가 열립니다.',
    thumbnailAlt: (title: string) => `${title} 대표 이미지`,
    empty: '등록된 프로그램이 없습니다.',
    notFound: '요청하신 프로그램을 찾을 수 없습니다.',
    backToList: '프로그램 목록으로',
    carouselLabel: (title: string) => `${title} 사진`,
    previousImage: '이전 이미지',
    nextImage: '다음 이미지',
    imageAlt: (title: string, n: number) => `${title} 사진 ${n}`,
    position: (current: number, total: number) => `${current} / ${total}`,
    noImages: '등록된 사진이 없습니다.',
  },

  lectures: {
    listHeading: '교육·연수',
    tableCaption: '교육·연수 목록 (최신순)',
    columns: {
      number: '번호',
      title: '제목',
      instructor: '강사',
      regPeriod: '접수기간',
      regStatus: '접수상태',
    },
    regStatus: {
      BEFORE: '접수전',
      OPEN: '접수중',
      CLOSED: '접수 마감',
      CANCELLED: '폐강',
    },
    empty: '등록된 교육·연수가 없습니다.',
    detailCaption: '강의 정보',
    detailRows: {
      title: '제목',
      regPeriod: '접수기간',
      instructor: '강사',
      lecPeriod: '강의기간',
      organizer: '주최',
      inquiry: '문의',
      venue: '장소',
      whatToBring: '준비물',
      participant: '참여 대상',
    },
    childParticipant: '자녀 (아동·청소년)',
    contentLabel: '강의 내용',
    bannerAlt: (title: string) => `${title} 안내 이미지`,
    apply: '신청하기',
    seatsLeft: (n: number) => `잔여 ${n}석`,
    full: '정원 마감',
    waitlist: '대기 신청',
    backToList: '목록',
    notFound: '요청하신 강의를 찾을 수 없습니다.',
  },

  inquiry: {
    title: '문의하기',
    description: '신청하신 강의와 결제 내역은 인증번호로 확인하실 수 있어요.',
    myInfo: '내 정보(수강 내역 조회)',
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

export type RegStatusCode = keyof typeof ko.lectures.regStatus;
