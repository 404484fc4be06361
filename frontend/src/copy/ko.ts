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
    about: '센터소개',
    solution: '솔루션',
    education: '교육·연수',
    inquiry: '문의하기',
    support: '고객지원',
  },

  footer: {
    privacyPolicy: '개인정보처리방침',
    representative: '대표',
    businessNumber: '사업자등록번호',
    mailOrderNumber: '통신판매업신고번호',
    address: '주소',
    email: '이메일',
    phone: '전화',
    fax: '팩스',
  },

  /** 개인정보처리방침 (/privacy), written from the centre's settings (issue 21). */
  privacy: {
    pageTitle: '개인정보처리방침',
    link: '개인정보처리방침',
    formNote: '입력하신 개인정보의 처리에 관한 자세한 내용은',
    formNoteEnd: '에서 확인하실 수 있습니다.',
    intro: (name: string) =>
      `${name}(이하 ‘센터’)은 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 이와 관련한 고충을 신속하고 원활하게 처리할 수 있도록 다음과 같이 개인정보처리방침을 수립·공개합니다.`,
    collectedHeading: '1. 수집하는 개인정보와 이용 목적',
    collected: [
      {
        what: '강의 신청: 이름, 연락처, 이메일, 생년월일',
        why: '본인 확인, 강의 신청·결제·환불 처리, 신청·결제 안내, 수료증 발급',
      },
      {
        what: '결제: 결제 수단, 결제 금액, 가상계좌 입금자명, 현금영수증 발급 정보',
        why: '대금 결제와 환불, 현금영수증 발급',
      },
      { what: '대기 신청: 이름, 연락처, 이메일, 생년월일', why: '자리가 났을 때의 안내와 신청' },
      {
        what: '마케팅 정보 수신(선택): 이름, 연락처, 이메일',
        why: '새 강의·프로그램 소식 안내 (동의한 분에 한함)',
      },
      {
        what: '내 정보 조회: 이메일, 생년월일',
        why: '본인 확인 (조회 기록은 암호화된 값만 10분간 보관)',
      },
    ],
    collectedNote: '상담 내용이나 건강에 관한 정보는 수집하지 않습니다. 신청서에 적지 말아 주세요.',
    whatLabel: '수집 항목',
    whyLabel: '이용 목적',
    retentionHeading: '2. 보유 기간과 파기',
    retention: (r: {
      paidDays: number;
      unpaidDays: number;
      waitlistDays: number;
      messageDays: number;
      recordYears: number;
    }) => [
      `결제하지 않은 신청: 강의가 끝난 뒤 ${r.unpaidDays}일이 지나면 파기합니다.`,
      `결제한 신청: 강의가 끝난 뒤 ${r.paidDays}일이 지나면 법령이 보관을 요구하는 정보(금액, 날짜, 결제 수단, 강의, 가려진 이름)만 남기고 파기합니다.`,
      `계약·결제 기록: 「전자상거래 등에서의 소비자보호에 관한 법률」에 따라 강의가 끝난 뒤 ${r.recordYears}년간 보관한 뒤 파기합니다.`,
      `대기 신청: 강의가 끝난 뒤 ${r.waitlistDays}일이 지나면 파기합니다.`,
      `발송한 알림의 내용과 받는 분: 발송 후 ${r.messageDays}일이 지나면 지웁니다.`,
      '파기는 매일 자동으로 이루어지며, 전자 파일은 복구할 수 없는 방법으로 지웁니다.',
    ],
    thirdPartyHeading: '3. 개인정보의 제3자 제공',
    thirdParty: [
      '토스페이먼츠 주식회사: 결제와 환불 처리, 현금영수증 발급을 위해 이름, 이메일, 주문 정보, 가상계좌 입금자명을 제공합니다 (신청 시 동의를 받습니다). 보유 기간: 관련 법령에 따라 5년.',
    ],
    processorsHeading: '4. 개인정보 처리의 위탁',
    processorsLead: '센터는 원활한 업무 처리를 위해 다음과 같이 개인정보 처리를 위탁합니다.',
    processors: [
      { name: '토스페이먼츠 주식회사', task: '전자결제 대행 (카드·계좌이체·가상계좌), 환불' },
      { name: '주식회사 솔라피', task: '카카오 알림톡·문자 발송' },
      {
        name: '이메일 발송 서비스 (센터가 지정한 SMTP 사업자)',
        task: '신청·결제 안내 이메일 발송',
      },
    ],
    processorName: '수탁자',
    processorTask: '위탁 업무',
    rightsHeading: '5. 정보주체의 권리와 행사 방법',
    rights: [
      '언제든지 자신의 개인정보를 열람하고, 정정·삭제를 요구하거나 처리 정지를 요구할 수 있습니다.',
      '문의하기 메뉴의 내 정보(이메일과 생년월일로 본인 확인)에서 신청 내역을 확인하실 수 있고, 아래 개인정보 보호책임자에게 전화나 이메일로 요청하실 수도 있습니다.',
      '법령이 보관을 요구하는 정보는 그 기간 동안 삭제할 수 없으며, 이 경우 그 이유와 기간을 알려 드립니다.',
      '만 14세 미만 아동의 개인정보는 법정대리인이 권리를 행사할 수 있습니다.',
    ],
    officerHeading: '6. 개인정보 보호책임자',
    officerName: '성명',
    officerPosition: '직위',
    officerPhone: '전화',
    officerEmail: '이메일',
    remedyHeading: '7. 권익 침해 구제 방법',
    remedy: [
      '개인정보분쟁조정위원회: 1833-6972 (www.kopico.go.kr)',
      '개인정보침해신고센터: 118 (privacy.kisa.or.kr)',
    ],
    versionsHeading: '8. 시행일과 이전 방침',
    effective: (date: string) => `이 개인정보처리방침은 ${date}부터 시행합니다.`,
    previous: '이전 개인정보처리방침',
    noPrevious: '이전 버전이 없습니다.',
  },

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

  home: {
    introHeading: '아이의 마음을 세심하게 살피는 곳',
    introParagraph:
      '아이 한 명 한 명의 상태를 면밀히 살피고, 삶의 목표와 학교생활이 균형을 이루도록 맞춤형 상담과 프로그램을 제공합니다.',
    invitation: '지금 시작해 보세요.',
    programsCta: '프로그램 둘러보기',
    lecturesCta: '교육·연수 일정 보기',
    galleryHeading: '센터 둘러보기',
    photos: [
      { src: '/images/home/center-1.svg', alt: '햇살이 드는 아늑한 상담실', caption: '상담실' },
      {
        src: '/images/home/center-2.svg',
        alt: '장난감과 모래상자가 놓인 놀이치료실',
        caption: '놀이치료실',
      },
      {
        src: '/images/home/center-3.svg',
        alt: '이젤과 미술 도구가 있는 미술치료실',
        caption: '미술치료실',
      },
      {
        src: '/images/home/center-4.svg',
        alt: '보호자가 편히 기다릴 수 있는 대기실',
        caption: '대기실',
      },
      {
        src: '/images/home/center-5.svg',
        alt: '둥글게 의자가 놓인 넓은 집단활동실',
        caption: '집단활동실',
      },
    ],
    directionsHeading: '오시는 길',
    directionsListLabel: '교통편 안내',
    metroLabel: '지하철',
    busLabel: '버스',
    carLabel: '자가용',
    metro: (line: string, station: string) => `지하철 ${line} ${station}역 3번 출구에서 722m`,
    bus: (stop: string) => `버스 425, 504, 894번 · ${stop} 정류장 하차`,
    car: '자가용 이용 시 센터 뒤편 주차장을 이용해 주세요.',
    mapAlt: (address: string) => `센터 위치 지도: ${address}`,
    addressLabel: '주소',
    logoHeading: '마음숲과 함께해요',
    logoAlt: (name: string) => `${name} 로고`,
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
    },
    contentLabel: '강의 내용',
    bannerAlt: (title: string) => `${title} 안내 이미지`,
    apply: '신청하기',
    seatsLeft: (n: number) => `잔여 ${n}석`,
    full: '정원 마감',
    waitlist: '대기 신청',
    backToList: '목록',
    notFound: '요청하신 강의를 찾을 수 없습니다.',
    /** A lecture the centre cancelled (폐강): said at the top of its page. */
    cancelledNotice:
      '폐강된 강의입니다. 신청을 받지 않으며, 결제하신 분께는 센터에서 전액 환불해 드립니다.',
  },

  inquiry: {
    title: '문의하기',
    description: '신청하신 강의와 결제 내역은 이메일과 생년월일로 확인하실 수 있어요.',
    myInfo: '내 정보(수강 내역 조회)',
  },

  auth: {
    loginTitle: '로그인',
    signupTitle: '회원가입',
    signupButton: '회원가입',
    notice: '회원 서비스는 준비 중입니다. 강의 신청 내역은 비회원 조회로 확인하실 수 있어요.',
    signupNotice:
      '지금은 회원가입 없이 강의를 신청하고, 비회원 조회로 신청 내역을 확인하실 수 있어요.',
    guestLookup: '비회원 수강 내역 조회',
    home: '홈으로',
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
