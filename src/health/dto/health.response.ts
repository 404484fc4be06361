/** GET /api/health and /api/health/ready. */
export class HealthResponse {
  status: 'ok';
}
