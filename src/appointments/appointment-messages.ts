import type { EntityManager } from 'typeorm';
import type { MessageRecipient } from '../outbox';
import { Appointment, type AppointmentStatus, type DepositStatus } from './appointment.entity';

/**
 * Whom an appointment's messages go to (the outbox asks, registerRecipients): the contact the
 * family proved when it booked, its e-mail by e-mail and its phone number by 알림톡 (SMS when
 * 알림톡 cannot be delivered).
 */
export async function messageRecipientsOfAppointments(
  manager: EntityManager,
  ids: number[],
): Promise<MessageRecipient[]> {
  const rows = await manager.getRepository(Appointment).find({
    where: ids.map((id) => ({ id })),
    select: { id: true, family_email: true, family_phone: true },
  });
  return familyRecipients(rows);
}

/**
 * A family's contact on a row of ours (an appointment, a 회기권) as the outbox sends to it: the
 * e-mail by e-mail, the phone by 알림톡 (SMS when 알림톡 cannot be delivered).
 */
export function familyRecipients(
  rows: { id: number; family_email: string | null; family_phone: string | null }[],
): MessageRecipient[] {
  return rows.flatMap((row) => [
    ...(row.family_email
      ? [{ of: row.id, channel: 'EMAIL' as const, recipient: row.family_email.toLowerCase() }]
      : []),
    ...(row.family_phone
      ? [{ of: row.id, channel: 'ALIMTALK' as const, recipient: row.family_phone }]
      : []),
  ]);
}

/**
 * An appointment as its messages show it, read at send time: only what the family needs to
 * come (the type, the time, the counsellor, the child's name), never the guardian's contact,
 * the child's school year, the price or why the centre cancelled; a payment link's message adds
 * the deposit it asks.
 */
export interface AppointmentForMessage {
  id: number;
  status: AppointmentStatus;
  typeName: string;
  counsellorName: string;
  childName: string;
  start: Date;
  end: Date;
  /** The schedule revision (0 when booked, one more on each move): the .ics SEQUENCE. */
  revision: number;
  /** What a payment link reads (issue 37): the fee and deposit, whether paid, and until when. */
  price: number;
  deposit: number;
  depositStatus: DepositStatus;
  payLinkUntil: Date | null;
  /** Signed into the payment link (PayLinks). */
  createdAt: Date;
  /** The type's program: the payment link's page is its booking page. */
  programId: number;
}

export async function appointmentForMessage(
  manager: EntityManager,
  id: number,
): Promise<AppointmentForMessage | null> {
  const row = await manager.getRepository(Appointment).findOne({
    where: { id },
    relations: { type: true, counsellor: true },
  });
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    typeName: row.type.name,
    counsellorName: row.counsellor.name,
    childName: row.child_name,
    start: row.starts_at,
    end: row.ends_at,
    revision: row.schedule_revision,
    price: row.price,
    deposit: row.deposit,
    depositStatus: row.deposit_status,
    payLinkUntil: row.pay_link_until,
    createdAt: row.created_at,
    programId: row.type.program_id,
  };
}

/**
 * A move of the appointment, counted in the caller's transaction: its schedule revision goes up
 * by one. Answers the new revision and start (null when the appointment is gone).
 */
export async function countScheduleChange(
  manager: EntityManager,
  id: number,
): Promise<{ revision: number; start: Date } | null> {
  // Only the revision: the move itself set updated_at by the injected clock.
  await manager.query(
    `UPDATE appointment SET schedule_revision = schedule_revision + 1 WHERE id = $1`,
    [id],
  );
  return scheduleOf(manager, id);
}

/** The appointment's start and revision now (null when gone), in the caller's transaction. */
export async function scheduleOf(
  manager: EntityManager,
  id: number,
): Promise<{ revision: number; start: Date } | null> {
  const row = await manager.getRepository(Appointment).findOne({
    where: { id },
    select: { id: true, starts_at: true, schedule_revision: true },
  });
  return row ? { revision: row.schedule_revision, start: row.starts_at } : null;
}
