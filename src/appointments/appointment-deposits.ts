import {
  ConflictException,
  Inject,
  Injectable,
  NotFoundException,
  type OnModuleInit,
} from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Clock } from '../common/clock/clock';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import type { ActorKind } from '../ledger';
import {
  DepositOwners,
  type DepositOrder,
  type DepositOwner,
  type DepositRefund,
} from '../payments';
import { AppointmentNotices } from './appointment-notices';
import { Appointment } from './appointment.entity';
import { retakeAppointment, slotTaken } from './appointment-writes';
import { assertUnderFamilyCap, Booking } from './booking.service';

const MINUTE = 60_000;

/**
 * Whether a held time can no longer be paid for. A family's own booking is kept for paying a
 * while, renewed by each attempt, never for ever: past twice the hold since booking, the family
 * books again (and meets the cap again). A time the centre booked with a payment link is kept
 * until the link's time, and no longer.
 */
export function paymentWindowOver(
  row: Pick<Appointment, 'created_at' | 'pay_link_until'>,
  now: Date,
  holdMs: number,
): boolean {
  if (row.pay_link_until) return row.pay_link_until.getTime() <= now.getTime();
  return row.created_at.getTime() + 2 * holdMs < now.getTime();
}

/**
 * Appointments as the owner of their deposits (issue 37), registered with payments when the
 * module starts. A booking with a deposit is HELD (the time kept) while the family pays; paid,
 * it is BOOKED and the family told; a deposit that arrives after the hold lapsed books the time
 * only while it is still free, else payments gives it back in full. A deposit refunded in full
 * cancels the booking it paid for.
 */
@Injectable()
export class AppointmentDeposits implements DepositOwner, OnModuleInit {
  constructor(
    private readonly manager: EntityManager,
    private readonly clock: Clock,
    private readonly notices: AppointmentNotices,
    private readonly booking: Booking,
    private readonly owners: DepositOwners,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.owners.register('appointment', this);
  }

  async holdForPayment(appointmentId: number): Promise<DepositOrder> {
    const now = this.clock.now();
    const holdMs = this.config.seats.holdMinutes * MINUTE;
    const outcome = await this.manager.transaction(async (tx) => {
      await this.lock(tx, appointmentId);
      const row = await tx.getRepository(Appointment).findOne({
        where: { id: appointmentId },
        relations: { type: true },
      });
      if (!row) throw new NotFoundException('예약 내역을 찾을 수 없어요.');
      if (row.deposit_status === 'PAID') {
        throw new ConflictException({
          message: '이미 예약금을 결제한 예약이에요. 내 정보에서 확인해 주세요.',
          code: 'ALREADY_PAID',
        });
      }
      if (row.deposit_status !== 'DUE' || row.status === 'CANCELLED') {
        throw new ConflictException({
          message: '취소된 예약이라 결제할 수 없어요. 다시 예약해 주세요.',
          code: 'CANCELED',
        });
      }
      if (row.starts_at.getTime() <= now.getTime()) {
        throw new ConflictException({
          message: '상담 시간이 지나 결제할 수 없어요.',
          code: 'CANCELED',
        });
      }
      if (paymentWindowOver(row, now, holdMs)) {
        throw new ConflictException({
          message: row.pay_link_until
            ? '결제 기한이 지났어요. 예약을 원하시면 센터로 연락해 주세요.'
            : '결제할 수 있는 시간이 지났어요. 다시 예약해 주세요.',
          code: 'HOLD_OVER',
        });
      }
      // Renewed by a hold's length, never past a payment link's deadline.
      const until = new Date(
        Math.min(now.getTime() + holdMs, row.pay_link_until?.getTime() ?? Infinity),
      );
      const lapsed = row.status === 'EXPIRED' || !row.hold_expires_at || row.hold_expires_at <= now;
      if (lapsed) {
        // A lapsed hold taken again counts against the family's cap like a new booking.
        await assertUnderFamilyCap(
          tx,
          { email: row.family_email ?? undefined, phone: row.family_phone ?? undefined },
          now,
          row.id,
        );
      }
      if (row.status === 'HELD') {
        // Still the family's (a lapsed hold stays HELD until someone books over it).
        if (!row.hold_expires_at || row.hold_expires_at < until) {
          await tx
            .getRepository(Appointment)
            .update({ id: row.id }, { hold_expires_at: until, updated_at: now });
        }
      } else if (
        row.status !== 'EXPIRED' ||
        !(await retakeAppointment(tx, row, { status: 'HELD', holdExpiresAt: until }, now))
      ) {
        return { kind: 'taken', row } as const;
      }
      return {
        kind: 'held',
        order: {
          amount: row.deposit,
          orderName: `${row.type.name} 예약금`,
          customerName: row.guardian_name,
          customerEmail: row.family_email,
        },
      } as const;
    });
    if (outcome.kind === 'taken') {
      throw slotTaken(await this.booking.nearestFor(outcome.row, now));
    }
    return outcome.order;
  }

  async lock(manager: EntityManager, appointmentId: number): Promise<void> {
    await manager.query(`SELECT id FROM appointment WHERE id = $1 FOR UPDATE`, [appointmentId]);
  }

  async paid(manager: EntityManager, appointmentId: number): Promise<'kept' | 'taken' | 'closed'> {
    const row = await manager.findOneBy(Appointment, { id: appointmentId });
    if (!row || row.deposit_status !== 'DUE') return 'closed';
    const now = this.clock.now();
    // A charge settled after the session began (a confirm found late) books nothing: given back.
    if (row.starts_at.getTime() <= now.getTime()) return 'taken';
    if (row.status === 'HELD') {
      await manager
        .getRepository(Appointment)
        .update({ id: row.id }, { status: 'BOOKED', hold_expires_at: null, updated_at: now });
    } else if (row.status !== 'EXPIRED') {
      // Cancelled meanwhile (by the family, or by the centre while the family paid).
      return 'closed';
    } else if (
      !(await retakeAppointment(manager, row, { status: 'BOOKED', holdExpiresAt: null }, now))
    ) {
      return 'taken';
    }
    await manager.getRepository(Appointment).update({ id: row.id }, { deposit_status: 'PAID' });
    // Booked now: the family's booking message and reminders, in this transaction.
    await this.notices.booked(manager, row.id);
    return 'kept';
  }

  async refunded(
    manager: EntityManager,
    appointmentId: number,
    by: ActorKind,
    refund: DepositRefund,
  ): Promise<void> {
    // Part of a deposit given back (at the provider's console) leaves the booking as it is.
    if (!refund.whole) return;
    const row = await manager.findOneBy(Appointment, { id: appointmentId });
    if (!row) return;
    const now = this.clock.now();
    await manager.getRepository(Appointment).update({ id: row.id }, { deposit_status: 'REFUNDED' });
    if (row.status !== 'BOOKED' && row.status !== 'HELD') return;
    await manager.getRepository(Appointment).update(
      { id: row.id },
      {
        status: 'CANCELLED',
        cancelled_at: now,
        cancel_reason: by === 'FAMILY' ? '보호자 취소' : '센터 취소',
        updated_at: now,
      },
    );
    await this.notices.cancelled(manager, row.id, by === 'FAMILY' ? 'FAMILY' : 'CENTRE');
  }
}
