import { ApiProperty } from '@nestjs/swagger';

/** POST /api/lecture/application/data, state 0: the application is stored. */
export class ApplicationStored {
  state: 0;
  /** @example 42 */
  applicationId: number;
}

/** State -1: this e-mail already applied for this lecture (nothing was stored). */
export class ApplicationDuplicate {
  // Written out: the Swagger plugin cannot read a negative number literal type.
  @ApiProperty({ type: 'number', enum: [-1] })
  state: -1;
}

export type ApplyResult = ApplicationStored | ApplicationDuplicate;
