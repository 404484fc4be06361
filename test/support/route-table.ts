/**
 * Who may call a route: `guest` routes are @Public(); `admin` routes need a signed-in account,
 * owner or staff; `owner` routes (@OwnerOnly(), issue 20) answer a staff account 403.
 */
export type RouteAccess = 'guest' | 'admin' | 'owner';

/**
 * Every route of the API as Express lists it ("METHOD /path", Nest's `:param` names), with who
 * may call it (RouteAccess). Plain data, so the browser tests can read it too:
 * test/api/route-guard.test.ts holds it equal to what the running app registers (a new route
 * fails there until it is added here, on purpose public or not) and proves each route's roles,
 * and test/e2e/api-docs.spec.ts finds each one in the API reference at /api/docs.
 */
export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  'GET /api/health': 'guest',
  'GET /api/health/ready': 'guest',
  'GET /api/site': 'guest',
  'GET /api/consents': 'guest',
  'GET /api/program/list': 'guest',
  'GET /api/program/:id': 'guest',
  'GET /api/program/images/:id': 'guest',
  'GET /api/upload/:folder/:file': 'guest',
  'GET /api/upload/:folder/share/:file': 'guest',
  'GET /api/lecture/list': 'guest',
  'GET /api/lecture/:id': 'guest',
  'GET /api/lecture/fee/:lectureId': 'guest',
  'GET /api/notice/list/:page': 'guest',
  'GET /api/notice/:id': 'guest',
  'POST /api/inquiry': 'guest',
  'POST /api/lecture/application/data': 'guest',
  'POST /api/payments': 'guest',
  'POST /api/payments/verify': 'guest',
  'POST /api/payments/retry': 'guest',
  'POST /api/payments/state': 'guest',
  'POST /api/payments/webhook': 'guest',
  'POST /api/guest/user-check': 'guest',
  'POST /api/guest/code': 'guest',
  'POST /api/guest/code/verify': 'guest',
  'GET /api/guest/browsers': 'guest',
  'POST /api/guest/browsers/forget': 'guest',
  'POST /api/guest/user-info': 'guest',
  'POST /api/guest/certificate': 'guest',
  'POST /api/guest/cancel': 'guest',
  'POST /api/guest/link': 'guest',
  'POST /api/lecture/waitlist': 'guest',
  'GET /api/lecture/offer/:token': 'guest',
  'POST /api/guest/waitlist/cancel': 'guest',
  'GET /api/guest/my-data': 'guest',
  'POST /api/guest/contact': 'guest',
  'POST /api/guest/delete-request': 'guest',
  'POST /api/user/login': 'guest',
  'POST /api/user/refresh': 'guest',
  'POST /api/user/logout': 'guest',
  'POST /api/invitation/view': 'guest',
  'POST /api/invitation/accept': 'guest',
  'GET /api/admin/me': 'admin',
  'GET /api/admin/staff': 'owner',
  'POST /api/admin/staff/invitations': 'owner',
  'DELETE /api/admin/staff/invitations/:id': 'owner',
  'POST /api/admin/staff/:id/deactivate': 'owner',
  'POST /api/admin/staff/:id/reactivate': 'owner',
  'GET /api/admin/team-policy': 'owner',
  'PUT /api/admin/team-policy': 'owner',
  // Refunds that wait for the owner's approval (issue 32).
  'GET /api/admin/refund-requests': 'owner',
  'POST /api/admin/refund-requests/:id/approve': 'owner',
  'POST /api/admin/refund-requests/:id/decline': 'owner',
  // The second step of a sign-in: the challenge from login is the proof (issue 20).
  'POST /api/user/login/two-factor': 'guest',
  'POST /api/user/two-factor/setup': 'guest',
  'POST /api/user/two-factor/confirm': 'guest',
  'GET /api/admin/lecture/list': 'admin',
  'GET /api/admin/lecture/:id': 'admin',
  'POST /api/admin/lecture': 'admin',
  'PUT /api/admin/lecture/:id': 'admin',
  'DELETE /api/admin/lecture/:id': 'admin',
  'GET /api/admin/program/list': 'admin',
  'PUT /api/admin/program/order': 'admin',
  'GET /api/admin/program/:id': 'admin',
  'POST /api/admin/program': 'admin',
  'PUT /api/admin/program/:id': 'admin',
  'DELETE /api/admin/program/:id': 'admin',
  'POST /api/admin/program/:id/restore': 'admin',
  'POST /api/admin/program/:id/image': 'admin',
  'PUT /api/admin/program/:id/image/order': 'admin',
  'DELETE /api/admin/program/:id/image/:file': 'admin',
  // Owner-only once roles land (issue 20): the centre's details are the owner's.
  'GET /api/admin/site': 'owner',
  'PUT /api/admin/site': 'owner',
  'GET /api/admin/lecture/applicant/:id': 'admin',
  'GET /api/admin/user/list': 'admin',
  'GET /api/admin/applicants.csv': 'admin',
  'GET /api/admin/overview': 'admin',
  'GET /api/admin/applications': 'admin',
  'GET /api/admin/overview.xlsx': 'admin',
  'GET /api/admin/lecture/:id/seats': 'admin',
  'POST /api/admin/application/:id/cancel': 'admin',
  'GET /api/admin/application/:id/money': 'admin',
  'POST /api/admin/application/:id/refund': 'admin',
  'POST /api/admin/application/:id/cash-receipt': 'admin',
  'POST /api/admin/application/:id/payment': 'admin',
  'POST /api/admin/lecture/:id/close': 'owner',
  'GET /api/admin/lecture/:id/closure': 'admin',
  'GET /api/admin/lecture/:id/waitlist': 'admin',
  'POST /api/admin/waitlist/:id/offer': 'admin',
  'DELETE /api/admin/waitlist/:id': 'admin',
  'POST /api/admin/application/:id/reveal': 'admin',
  'POST /api/admin/waitlist/:id/reveal': 'admin',
  'GET /api/admin/personal-data-access': 'owner',
  'GET /api/admin/application/:id/messages': 'admin',
  'GET /api/admin/application/:id/consents': 'admin',
  'POST /api/admin/message/:id/resend': 'admin',
  'GET /api/admin/message-templates': 'admin',
  'GET /api/admin/privacy-requests': 'owner',
  'GET /api/admin/two-factor': 'admin',
  'POST /api/admin/two-factor/setup': 'admin',
  'POST /api/admin/two-factor/confirm': 'admin',
  'POST /api/admin/two-factor/disable': 'admin',
  'POST /api/admin/two-factor/recovery-codes': 'admin',
  // The owner resets a staff member's two-factor sign-in (a lost phone).
  'DELETE /api/admin/staff/:id/two-factor': 'owner',
  'GET /api/admin/notice/list': 'admin',
  'GET /api/admin/notice/:id': 'admin',
  'POST /api/admin/notice': 'admin',
  'PUT /api/admin/notice/:id': 'admin',
  'DELETE /api/admin/notice/:id': 'admin',
  'GET /api/admin/inquiry/list': 'admin',
  'GET /api/admin/inquiry/counts': 'admin',
  'GET /api/admin/inquiry/:id': 'admin',
  'POST /api/admin/inquiry/:id/answer': 'admin',
  // 감사 기록: the director reads who changed what (issue 20).
  'GET /api/admin/audit': 'owner',
  'GET /api/admin/audit/accounts': 'owner',
};

export const API_ROUTES = Object.keys(ROUTE_ACCESS);

/**
 * The API reference's own routes (Swagger UI and its JSON document, src/common/openapi/api-docs.ts),
 * registered where API_DOCS allows it (always under NODE_ENV=test). Public by design: they
 * describe the API and hold no data.
 */
export const API_DOCS_ROUTES = [
  'GET /api/docs',
  'GET /api/docs/',
  'GET /api/docs/index.html',
  'GET /api/docs/swagger-ui-init.js',
  'GET /api/docs/docs/swagger-ui-init.js',
  'GET /api/docs/LICENSE',
  'GET /api/docs-json',
];

/** "/api/lecture/:id" as OpenAPI and the reference write it: "/api/lecture/{id}". */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z]+)/g, '{$1}');
}
