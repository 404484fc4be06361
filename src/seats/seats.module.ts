import { Module } from '@nestjs/common';
import { SeatEvents } from './seat-events';
import { SeatLedger } from './seat-ledger';
import { SeatsController } from './seats.controller';
import { SeatsService } from './seats.service';

/**
 * Seats: capacities of lectures and their courses, what takes a seat (paid, a deposit awaited
 * until its due date, an unpaid application inside its hold window, an open waiting-list offer),
 * counted under the lecture's row lock so that no course is ever oversold. Applying, paying,
 * cancelling, the back office, the public reads and the waiting list import it to count seats;
 * SeatEvents is one instance for the whole app (Nest builds a module once).
 */
@Module({
  controllers: [SeatsController],
  providers: [SeatLedger, SeatEvents, SeatsService],
  exports: [SeatLedger, SeatEvents],
})
export class SeatsModule {}
