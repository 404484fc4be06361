/** Every in-app URL in one place, so links and routes cannot drift apart. */
export const paths = {
  home: '/',
  about: '/menu1',
  support: '/menu3',
  programs: '/program',
  program: (id: number | string) => `/program/${id}`,
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
  admin: {
    login: '/admin/login',
    home: '/admin',
    lectures: '/admin/lecture',
    newLecture: '/admin/lecture/edit',
    editLecture: (id: number | string) => `/admin/lecture/edit/${id}`,
    users: '/admin/user',
    messageTemplates: '/admin/message-templates',
    overview: '/admin/overview',
    privacyAccess: '/admin/privacy-access',
    privacyRequests: '/admin/privacy-requests',
    /** 직원 관리 (issue 20), the owner's only. */
    staff: '/admin/staff',
    /** An invitation's link: /admin/invite#token (outside the sign-in guard). */
    invite: '/admin/invite',
    notices: '/admin/notice',
    newNotice: '/admin/notice/edit',
    editNotice: (id: number | string) => `/admin/notice/edit/${id}`,
    /** 프로그램 관리 (issue 20). */
    programs: '/admin/program',
    newProgram: '/admin/program/edit',
    editProgram: (id: number | string) => `/admin/program/edit/${id}`,
    /** 센터 정보 (issue 20). */
    site: '/admin/site',
    audit: '/admin/audit',
    /** 환불 승인 (issue 32): the owner's. */
    refundRequests: '/admin/refund-requests',
  },
} as const;

/** Files the API serves from its upload folders. */
export const uploads = {
  program: (file: string) => `/api/upload/programFiles/${encodeURIComponent(file)}`,
  lecture: (file: string) => `/api/upload/lectureFiles/${encodeURIComponent(file)}`,
  /** A stored picture cut to 1200 × 630 for a shared link's preview (og:image). */
  programShare: (file: string) => `/api/upload/programFiles/share/${encodeURIComponent(file)}`,
  lectureShare: (file: string) => `/api/upload/lectureFiles/share/${encodeURIComponent(file)}`,
} as const;
