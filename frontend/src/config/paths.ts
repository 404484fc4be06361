/** Every in-app URL in one place, so links and routes cannot drift apart. */
export const paths = {
  home: '/',
  about: '/about',
  support: '/support',
  programs: '/program',
  program: (id: number | string) => `/program/${id}`,
  /** This site's booking of a program's counselling (issue 37), when the program is bookable. */
  programBooking: (id: number | string) => `/program/${id}/booking`,
  lectures: '/lecture',
  lecture: (id: number | string) => `/lecture/${id}`,
  /** 공지사항: the list (`?page=N` past the first page) and one notice. */
  notices: '/notice',
  notice: (id: number | string) => `/notice/${id}`,
  waitlist: (lectureId: number | string) => `/lecture/${lectureId}/waitlist`,
  application: '/application',
  payments: '/payments',
  inquiry: '/inquiry',
  myInfoCheck: '/myinfo-check',
  /** 개인정보처리방침 (issue 21). */
  privacy: '/privacy',
  myInfo: '/myinfo',
  /** A message's personal link: /myinfo/link#token. */
  myInfoLink: '/myinfo/link',
  /** 수강 확인서 of one paid application (the e-mail comes in navigation state, as for /myinfo). */
  myInfoCertificate: (applicationId: number | string) => `/myinfo/certificate/${applicationId}`,
  login: '/login',
  signup: '/signin',
} as const;

/** Files the API serves from its upload folders. */
export const uploads = {
  program: (file: string) => `/api/upload/programFiles/${encodeURIComponent(file)}`,
  lecture: (file: string) => `/api/upload/lectureFiles/${encodeURIComponent(file)}`,
  /** A stored picture cut to 1200 × 630 for a shared link's preview (og:image). */
  programShare: (file: string) => `/api/upload/programFiles/share/${encodeURIComponent(file)}`,
  lectureShare: (file: string) => `/api/upload/lectureFiles/share/${encodeURIComponent(file)}`,
} as const;
