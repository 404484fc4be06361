/*
 * The centre's details: the shape of SITE_CONFIG_FILE and of GET /api/site, written down once.
 * Classes so that the OpenAPI document describes them (the Swagger plugin reads this file).
 */

/** How to come, one sentence per way, in the centre's words; an empty one is not shown. */
export class SiteDirections {
  /** @example "지하철 5호선 명일역 3번 출구에서 걸어서 5분" */
  metro: string;
  /** @example "간선 341, 지선 3318번 · 마음숲아파트 정류장 하차" */
  bus: string;
  /** @example "건물 뒤편 주차장 (2시간 무료)" */
  car: string;
}

/**
 * A picture the centre shows: one it uploaded (/api/upload/siteFiles/…) or a built-in
 * illustration (/images/home/…), with what it shows for those who cannot see it.
 */
export class SitePhoto {
  /** @example "/images/home/center-1.svg" */
  src: string;
  /** What the picture shows, read aloud by screen readers. @example "햇살이 드는 아늑한 상담실" */
  alt: string;
  /** @example "상담실" */
  caption: string;
}

export class SitePage {
  /** @example "센터소개" */
  title: string;
  paragraphs: string[];
}

/** Who answers for the centre's handling of personal data (개인정보 보호책임자, PIPA Art. 31). */
export class SitePrivacyOfficer {
  /** @example "김하늘" */
  name: string;
  /** @example "센터장" */
  position: string;
  /** @example "02-000-0000" */
  phone: string;
  /** @example "privacy@example.com" */
  email: string;
}

/**
 * The codes Naver Search Advisor and Google Search Console give a site to prove it is the
 * owner's: written into every public page's <head> as their meta tags (issue 34). Empty: none.
 */
export class SiteSearchVerification {
  /** naver-site-verification's content. @example "" */
  naver: string;
  /** google-site-verification's content. @example "" */
  google: string;
}

/** The home page's opening words (its hero), as the centre writes them. */
export class SiteHome {
  /** @example "아이의 마음을 세심하게 살피는 곳" */
  heading: string;
  /** @example "아이 한 명 한 명의 상태를 면밀히 살피고, 맞춤형 상담과 프로그램을 제공합니다." */
  lead: string;
  /** 센터 둘러보기: the centre's rooms, in the order shown; may be empty. */
  photos: SitePhoto[];
}

/** One of the centre's counsellors, as the home page and 센터 소개 introduce them. */
export class SiteCounsellor {
  /** @example "김하늘" */
  name: string;
  /** @example "센터장 · 놀이치료사" */
  role: string;
  /** Credentials, in the centre's words. @example "놀이심리상담사 1급, 임상심리사 2급" */
  credentials: string;
  /** A short line about them; may be empty. @example "아이의 속도에 맞춰 기다립니다." */
  line: string;
  /** Their photo (/api/upload/siteFiles/…); empty: the first letter of the name instead. @example "" */
  photo: string;
}

export class SiteConfig {
  /** @example "마음숲 아동·청소년 상담센터" */
  name: string;
  /** @example "마음숲" */
  logoText: string;
  /** @example "아동·청소년 상담센터" */
  productName: string;
  /** @example "김하늘" */
  representative: string;
  /** @example "000-00-00000" */
  businessNumber: string;
  /** @example "제2026-서울강동-0000호" */
  mailOrderNumber: string;
  /** @example "서울특별시 강동구 상암로 000, 마음숲빌딩 3층" */
  address: string;
  /** @example "contact@example.com" */
  email: string;
  /** @example "02-000-0000" */
  phone: string;
  /** @example "02-000-0001" */
  fax: string;
  /** @example "평일 10:00~19:00, 토요일 10:00~15:00 (일요일·공휴일 휴무)" */
  hours: string;
  directions: SiteDirections;
  privacyOfficer: SitePrivacyOfficer;
  /** When the current 개인정보처리방침 took effect (YYYY-MM-DD). @example "2026-12-01" */
  privacyPolicyEffectiveDate: string;
  introduction: SitePage;
  support: SitePage;
  searchVerification: SiteSearchVerification;
  home: SiteHome;
  /**
   * The centre's KakaoTalk channel (https://pf.kakao.com/…); empty: none.
   * @example "https://pf.kakao.com/_xexample"
   */
  kakaoChannelUrl: string;
  /** In the order the centre lists them; may be empty. */
  counsellors: SiteCounsellor[];
}
