import { Module } from '@nestjs/common';
import { SeatsController } from './seats.controller';

/**
 * Seats: capacities of lectures and their courses, what takes a seat (paid, a deposit awaited
 * until its due date, an unpaid application inside its hold window, an open waiting-list offer),
 * counted under the lecture's row lock so that no course is ever oversold.
 */
@Module({
  controllers: [SeatsController],
})
export class SeatsModule {}
