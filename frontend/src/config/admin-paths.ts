/**
 * The back office's addresses, apart from the site's (`paths`) so that no public page's bundle
 * carries them: only the admin area's lazy chunks import this.
 */
export const adminPaths = {
  login: '/admin/login',
  home: '/admin',
  lectures: '/admin/lecture',
  newLecture: '/admin/lecture/edit',
  editLecture: (id: number | string) => `/admin/lecture/edit/${id}`,
  /** 강의 복사: the new-lecture form, filled from a past lecture. */
  copyLecture: (id: number) => `/admin/lecture/edit?copy=${id}`,
  /** 수강생에게 메시지 보내기 (issue 36). */
  lectureMessage: (id: number | string) => `/admin/lecture/${id}/message`,
  users: '/admin/user',
  messageTemplates: '/admin/message-templates',
  overview: '/admin/overview',
  privacyAccess: '/admin/privacy-access',
  privacyRequests: '/admin/privacy-requests',
  /** 직원 관리 (issue 20), the owner's only. */
  staff: '/admin/staff',
  /** 보안 설정 (issue 20): the signed-in account's two-factor sign-in, any role. */
  security: '/admin/security',
  /** An invitation's link: /admin/invite#token (outside the sign-in guard). */
  invite: '/admin/invite',
  notices: '/admin/notice',
  newNotice: '/admin/notice/edit',
  editNotice: (id: number | string) => `/admin/notice/edit/${id}`,
  /** 문의 관리 (issue 35): the list, by status, and one question. */
  inquiries: '/admin/inquiry',
  inquiriesBy: (status: 'NEW' | 'ANSWERED') => `/admin/inquiry?status=${status}`,
  inquiry: (id: number | string) => `/admin/inquiry/${id}`,
  /** 프로그램 관리 (issue 20). */
  programs: '/admin/program',
  newProgram: '/admin/program/edit',
  editProgram: (id: number | string) => `/admin/program/edit/${id}`,
  /** 센터 정보 (issue 20). */
  site: '/admin/site',
  audit: '/admin/audit',
  /** 환불 승인 (issue 32): the owner's. */
  refundRequests: '/admin/refund-requests',
  /** 상담 예약 설정 (issue 37): types and closed days the owner's, counsellors anyone's own. */
  appointmentTypes: '/admin/appointment-types',
  counsellors: '/admin/counsellors',
  counsellorSchedule: (id: number | string) => `/admin/counsellors/${id}`,
  closedDays: '/admin/closed-days',
  /** 상담 일정 (issue 37): the centre's calendar; a day's view from the dashboard. */
  appointments: '/admin/appointments',
  appointmentsDay: (date: string) => `/admin/appointments?view=day&date=${date}`,
  /** 회기권 (issue 37): sessions sold in blocks at the desk. */
  sessionPackages: '/admin/session-packages',
} as const;
