import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { Public } from '../auth';
import { Clock, ShiftableClock } from '../common/clock/clock';

export class AdvanceClockDto {
  /** Seconds to move the server's clock on (at most a year). */
  @IsInt({ message: 'seconds는 정수여야 합니다.' })
  @Min(1, { message: 'seconds는 1 이상이어야 합니다.' })
  @Max(366 * 24 * 60 * 60, { message: 'seconds는 1년 이하여야 합니다.' })
  seconds!: number;
}

/**
 * Moves the server's clock on for a browser journey (TEST_CLOCK_SHIFTABLE; the app mounts this
 * module only then, and production refuses the setting). Not part of the API contract.
 */
@Public()
@ApiExcludeController()
@Controller('test-clock')
export class TestClockController {
  constructor(private readonly clock: Clock) {}

  @Post()
  @HttpCode(200)
  advance(@Body() { seconds }: AdvanceClockDto): { now: string } {
    if (!(this.clock instanceof ShiftableClock)) throw new Error('The clock is not shiftable');
    this.clock.advanceSeconds(seconds);
    return { now: this.clock.now().toISOString() };
  }
}
