import { ApiProperty } from '@nestjs/swagger';

/** POST /api/lecture/application/data, state 0: the application is stored. */
export class ApplicationStored {
  state: 0;
  /** @example 42 */
  applicationId: number;
}

/**
 * State -1: this e-mail already applied for this lecture (nothing was stored). Told only to the
 * browser that made that application or one that proved the e-mail with a code; to anyone else
 * the new application is stored beside it (issue 32).
 */
export class ApplicationDuplicate {
  // Written out: the Swagger plugin cannot read a negative number literal type.
  @ApiProperty({ type: 'number', enum: [-1] })
  state: -1;
}

/**
 * State -2: a chosen course (or the lecture as a whole) has no free seat; nothing was stored.
 * The page says 선택하신 강의의 정원이 모두 찼습니다. and offers the waiting list.
 */
export class ApplicationFull {
  @ApiProperty({ type: 'number', enum: [-2] })
  state: -2;
  /** The chosen courses that are full (every chosen one when the lecture's total is reached). */
  fullFeeIds: number[];
}

export type ApplyResult = ApplicationStored | ApplicationDuplicate | ApplicationFull;
