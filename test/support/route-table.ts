/**
 * Every route of the API as Express lists it ("METHOD /path", Nest's `:param` names), with who
 * may call it: `guest` routes are @Public(), `admin` routes need an administrator's token. Plain
 * data, so the browser tests can read it too: test/api/route-guard.test.ts holds it equal to what
 * the running app registers (a new route fails there until it is added here, on purpose public or
 * not), and test/e2e/api-docs.spec.ts finds each one in the API reference at /api/docs.
 */
export const ROUTE_ACCESS: Record<string, 'guest' | 'admin'> = {
  'GET /api/health': 'guest',
  'GET /api/health/ready': 'guest',
  'GET /api/site': 'guest',
  'GET /api/consents': 'guest',
  'GET /api/program/list': 'guest',
  'GET /api/program/:id': 'guest',
  'GET /api/program/images/:id': 'guest',
  'GET /api/upload/:folder/:file': 'guest',
  'GET /api/lecture/list': 'guest',
  'GET /api/lecture/:id': 'guest',
  'GET /api/lecture/fee/:lectureId': 'guest',
  'POST /api/lecture/application/data': 'guest',
  'POST /api/payments': 'guest',
  'POST /api/payments/verify': 'guest',
  'POST /api/payments/retry': 'guest',
  'POST /api/payments/webhook': 'guest',
  'POST /api/guest/user-check': 'guest',
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
  'GET /api/admin/lecture/list': 'admin',
  'GET /api/admin/lecture/:id': 'admin',
  'POST /api/admin/lecture': 'admin',
  'PUT /api/admin/lecture/:id': 'admin',
  'DELETE /api/admin/lecture/:id': 'admin',
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
  'POST /api/admin/lecture/:id/close': 'admin',
  'GET /api/admin/lecture/:id/closure': 'admin',
  'GET /api/admin/lecture/:id/waitlist': 'admin',
  'POST /api/admin/waitlist/:id/offer': 'admin',
  'DELETE /api/admin/waitlist/:id': 'admin',
  'POST /api/admin/application/:id/reveal': 'admin',
  'POST /api/admin/waitlist/:id/reveal': 'admin',
  'GET /api/admin/personal-data-access': 'admin',
  'GET /api/admin/application/:id/messages': 'admin',
  'GET /api/admin/application/:id/consents': 'admin',
  'POST /api/admin/message/:id/resend': 'admin',
  'GET /api/admin/message-templates': 'admin',
  'GET /api/admin/privacy-requests': 'admin',
  // Owner-only once roles land (issue 20, branch h-staff).
  'GET /api/admin/audit': 'admin',
  'GET /api/admin/audit/accounts': 'admin',
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
