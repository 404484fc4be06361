import { Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import { Appointment } from './appointment.entity';
import type { PayLinkResponse } from './dto/booking.dto';
import { PayLinks } from './pay-links';

export const PAY_LINK_NOT_FOUND =
  '결제 링크를 찾을 수 없어요. 받은 링크를 그대로 열었는지 확인해 주세요.';

/**
 * A staff booking's payment link (issue 37), as the family opens it: the token is the proof (it
 * was sent to the contact the centre typed), so the link opens that one appointment's deposit
 * and nothing else: no names, no other bookings.
 */
@Injectable()
export class PayLinkReads {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly links: PayLinks,
  ) {}

  async view(token: string): Promise<PayLinkResponse> {
    const row = await this.found(token);
    return {
      appointmentId: row.id,
      programId: row.type.program_id,
      typeName: row.type.name,
      counsellorName: row.counsellor.name,
      start: row.starts_at.toISOString(),
      end: row.ends_at.toISOString(),
      deposit: row.deposit,
      price: row.price,
      cancelDeadlineHours: row.type.cancel_deadline_hours,
      payUntil: row.pay_link_until!.toISOString(),
      state: this.stateOf(row),
    };
  }

  /** The appointment the link pays for, when the token is its own; 404 otherwise. */
  async found(token: string): Promise<Appointment> {
    const id = this.links.appointmentIdOf(token);
    const row =
      id === null
        ? null
        : await this.manager.getRepository(Appointment).findOne({
            where: { id },
            relations: { type: true, counsellor: true },
          });
    if (!row?.pay_link_until || !this.links.matches(token, row)) {
      throw new NotFoundException({ message: PAY_LINK_NOT_FOUND, code: 'PAY_LINK_NOT_FOUND' });
    }
    return row;
  }

  private stateOf(row: Appointment): PayLinkResponse['state'] {
    if (row.deposit_status === 'PAID') return 'PAID';
    if (row.status === 'CANCELLED' || row.deposit_status === 'REFUNDED') return 'CANCELLED';
    const now = this.clock.now().getTime();
    const over =
      row.status !== 'HELD' ||
      row.pay_link_until!.getTime() <= now ||
      row.starts_at.getTime() <= now;
    return over ? 'OVER' : 'DUE';
  }
}
