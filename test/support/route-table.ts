/**
 * Every route of the API as Express lists it ("METHOD /path", Nest's `:param` names). Plain data,
 * so the browser tests can read it too: test/api/route-guard.test.ts holds it equal to what the
 * running app registers (a new route fails there until it is added here), and
 * test/e2e/api-docs.spec.ts finds each one in the API reference at /api/docs.
 */
export const API_ROUTES = [
  'GET /api/health',
  'GET /api/health/ready',
  'GET /api/site',
  'GET /api/program/list',
  'GET /api/program/:id',
  'GET /api/program/images/:id',
  'GET /api/upload/:folder/:file',
  'GET /api/lecture/list',
  'GET /api/lecture/:id',
  'GET /api/lecture/fee/:lectureId',
  'POST /api/lecture/application/data',
  'POST /api/payments',
  'POST /api/payments/verify',
  'POST /api/payments/retry',
  'POST /api/payments/webhook',
  'POST /api/guest/user-check',
  'POST /api/guest/user-info',
  'POST /api/guest/cancel',
  'POST /api/user/login',
  'POST /api/user/refresh',
  'POST /api/user/logout',
  'GET /api/admin/lecture/list',
  'GET /api/admin/lecture/:id',
  'POST /api/admin/lecture',
  'PUT /api/admin/lecture/:id',
  'DELETE /api/admin/lecture/:id',
  'GET /api/admin/lecture/applicant/:id',
  'GET /api/admin/user/list',
  'GET /api/admin/applicants.csv',
];

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
