import { ApiProperty } from '@nestjs/swagger';

/**
 * Every API error: `{ statusCode, message, error }` with a Korean message (api-exception.filter).
 * A class so that the OpenAPI document describes it; `message` is written out by hand because the
 * plugin cannot express "a string or a list of strings".
 */
/** A free appointment time offered instead of a taken one. */
export class ApiNearbySlot {
  /** @example "2026-12-03T02:00:00.000Z" */
  start: string;
  /** @example "2026-12-03T02:50:00.000Z" */
  end: string;
  /** @example "11:00" */
  time: string;
  /** @example "2026-12-03" */
  date: string;
}

export class ApiErrorBody {
  /** @example 400 */
  statusCode: number;

  @ApiProperty({
    description: 'A Korean message, or one message per invalid field (400 from validation).',
    oneOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }],
    example: ['올바른 이메일 주소를 입력해 주세요.'],
  })
  message: string | string[];

  /** The HTTP status's name. @example "Bad Request" */
  error: string;

  /** A machine-readable reason where the client acts on it (e.g. a payment error code). */
  code?: string;

  /** On a 429 that knows when to come back: seconds until then (also the Retry-After header). */
  retryAfterSeconds?: number;

  /**
   * With CODE_RESEND_TOO_SOON: seconds the code this browser was sent a moment ago still works,
   * so a reloaded page asks for that code.
   */
  codeExpiresInSeconds?: number;

  /**
   * With SLOT_TAKEN (booking an appointment): the free times nearest to the one asked, to pick
   * instead: `{ start, end, time, date }` each.
   */
  nearest?: ApiNearbySlot[];

  /** With SERIES_CONFLICT (a weekly series): the sessions' dates that cannot be booked now. */
  dates?: string[];

  /** On a 500: the id of the request in the logs (also in the X-Request-Id header). */
  requestId?: string;
}
