import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock/clock';
import type { LectureSeatsResponse, SeatRow } from './dto/seats.response';
import type { SeatBreakdown, SeatCount } from './seat-counts';
import { SeatLedger } from './seat-ledger';

const toRow = (seats: SeatCount & SeatBreakdown): SeatRow => ({
  capacity: seats.capacity,
  paid: seats.paid,
  awaitingDeposit: seats.awaitingDeposit,
  held: seats.held,
  offered: seats.offered,
  free: seats.left,
});

/** The back office's 좌석 현황. */
@Injectable()
export class SeatsService {
  constructor(
    private readonly ledger: SeatLedger,
    private readonly clock: Clock,
  ) {}

  async panel(lectureId: number): Promise<LectureSeatsResponse> {
    const seats = await this.ledger.lecture(lectureId, this.clock.now());
    return {
      lecture: toRow(seats),
      fees: seats.fees.map((fee) => ({ id: fee.id, fee_type: fee.fee_type, ...toRow(fee) })),
    };
  }
}
