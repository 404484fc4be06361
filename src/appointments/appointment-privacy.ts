import { Brackets, In, type EntityManager } from 'typeorm';
import type { ProvenContact } from '../auth';
import { deleteMessagesOfAppointments } from '../outbox';
import { standingAt } from './appointment-standing';
import { purgeLedgerOfAppointments } from '../ledger';
import {
  appointmentsWithMoney,
  deleteDepositAttemptsOf,
  deleteUnpaidAttemptsOf,
  depositOrdersOf,
  depositUnsettled,
} from '../payments';
import { forgetSandboxCustomers } from '../sandbox';
import { Appointment } from './appointment.entity';
import { anonymisePackagesOf } from './session-packages.service';

/**
 * A family's appointments as privacy rights read and remove them (issue 37): the data download,
 * the deletion request, the daily retention. An appointment without money is deleted with its
 * messages; one whose deposit the provider took keeps its row for the books (the Electronic
 * Commerce Act's years, as a paid application does), emptied of the family: names, school year
 * and contacts.
 */

/**
 * The appointments a proven contact owns (alias `appointment`): booked with its e-mail or its
 * phone number. Never empty: a proof with neither owns nothing.
 */
export function ownedBy(proof: ProvenContact): Brackets {
  return new Brackets((owned) => {
    owned.where('false');
    if (proof.email !== undefined) {
      owned.orWhere('appointment.family_email = :proofEmail', { proofEmail: proof.email });
    }
    if (proof.phone !== undefined) {
      owned.orWhere('appointment.family_phone = :proofPhone', { proofPhone: proof.phone });
    }
  });
}

/** Everything stored about the family's appointments, for its data download (Korean keys). */
export async function appointmentRowsOf(
  manager: EntityManager,
  proof: ProvenContact,
): Promise<Record<string, unknown>[]> {
  const rows = await manager
    .getRepository(Appointment)
    .createQueryBuilder('appointment')
    .innerJoinAndSelect('appointment.type', 'type')
    .innerJoinAndSelect('appointment.counsellor', 'counsellor')
    .where(ownedBy(proof))
    .orderBy('appointment.starts_at', 'DESC')
    .getMany();
  return rows.map((row) => ({
    예약번호: row.id,
    상담: row.type.name,
    상담사: row.counsellor.name,
    시작: row.starts_at.toISOString(),
    종료: row.ends_at.toISOString(),
    상태: row.status,
    보호자: row.guardian_name,
    자녀: { 이름: row.child_name, 학년: row.child_school_year },
    이메일: row.family_email,
    휴대폰: row.family_phone,
    상담료: row.price,
    예약금: row.deposit,
    센터에서예약: row.booked_by_account_id !== null,
    취소일시: row.cancelled_at?.toISOString() ?? null,
    취소사유: row.cancel_reason,
    예약일시: row.created_at.toISOString(),
  }));
}

/**
 * Whether the family holds an appointment still to come (booked, or held while paying), or a
 * deposit whose provider answer is still awaited: its deletion waits.
 */
export async function hasUpcomingAppointment(
  manager: EntityManager,
  proof: ProvenContact,
  now: Date,
): Promise<boolean> {
  const count = await manager
    .getRepository(Appointment)
    .createQueryBuilder('appointment')
    .where(ownedBy(proof))
    // A hold that lapsed is not the family's any more (내 정보 does not show it).
    .andWhere(standingAt(now))
    .andWhere('appointment.ends_at > :now', { now })
    .getCount();
  if (count > 0) return true;
  // A deposit whose confirm or cancel has no answer yet: its money may still move.
  const ids = await idsOwnedBy(manager, proof);
  return depositUnsettled(manager, ids);
}

/** The ids of every appointment the proven contact owns. */
async function idsOwnedBy(manager: EntityManager, proof: ProvenContact): Promise<number[]> {
  const rows = await manager
    .getRepository(Appointment)
    .createQueryBuilder('appointment')
    .select('appointment.id')
    .where(ownedBy(proof))
    .getMany();
  return rows.map((row) => row.id);
}

/**
 * Deletes every appointment of the family with its messages (the caller checked none is still to
 * come).
 */
export async function deleteAppointmentsOf(
  manager: EntityManager,
  proof: ProvenContact,
  now: Date,
): Promise<number> {
  const ids = await idsOwnedBy(manager, proof);
  // The family's 회기권 are money records: kept for the books, emptied of the family.
  await anonymisePackagesOf(manager, proof, now);
  if (ids.length === 0) return 0;
  await removeAppointments(manager, ids);
  return ids.length;
}

/**
 * Deletes these appointments with their messages, and their deposit attempts that took no money;
 * one whose deposit was taken keeps its row, emptied of the family (anonymised).
 */
async function removeAppointments(manager: EntityManager, ids: number[]): Promise<void> {
  // The appointments first, then their attempts: the order every deposit path takes.
  await manager.query(`SELECT id FROM appointment WHERE id = ANY($1::int[]) FOR UPDATE`, [ids]);
  const kept = await appointmentsWithMoney(manager, ids);
  const gone = ids.filter((id) => !kept.has(id));
  // The sandbox provider's copy of each order names the family too.
  await forgetSandboxCustomers(manager, await depositOrdersOf(manager, ids));
  await deleteMessagesOfAppointments(manager, ids);
  await deleteUnpaidAttemptsOf(manager, gone);
  if (gone.length > 0) await manager.getRepository(Appointment).delete(gone);
  if (kept.size > 0) {
    await manager.getRepository(Appointment).update(
      { id: In([...kept]) },
      {
        guardian_name: '',
        child_name: '',
        child_school_year: '',
        family_email: null,
        family_phone: null,
        anonymised_at: new Date(),
      },
    );
  }
}

/**
 * The retention's part: appointments that ended before `before`, with whatever status, deleted
 * with their messages (cancelled and lapsed ones alike). Answers how many.
 */
export async function deleteAppointmentsEndedBefore(
  manager: EntityManager,
  before: Date,
): Promise<number> {
  return manager.transaction(async (tx) => {
    const ended = (
      await tx
        .getRepository(Appointment)
        .createQueryBuilder('appointment')
        .select('appointment.id')
        .where('appointment.ends_at < :before', { before })
        // An appointment kept for its books is already emptied: not taken again each day.
        .andWhere('appointment.anonymised_at IS NULL')
        .setLock('pessimistic_write')
        .getMany()
    ).map((row) => row.id);
    if (ended.length === 0) return 0;
    await removeAppointments(tx, ended);
    return ended.length;
  });
}

/**
 * 연락처 수정: the family's appointments follow its proven contact. `email` (lower-case) and
 * `phone` (digits) are new contacts a code just proved; null leaves that one as it is. Answers
 * how many appointments changed.
 */
export async function correctAppointmentContact(
  manager: EntityManager,
  proof: ProvenContact,
  to: { email: string | null; phone: string | null },
): Promise<number> {
  if (to.email === null && to.phone === null) return 0;
  const result = await manager
    .getRepository(Appointment)
    .createQueryBuilder('appointment')
    .update()
    .set({
      ...(to.email !== null ? { family_email: to.email } : {}),
      ...(to.phone !== null ? { family_phone: to.phone } : {}),
    })
    .where(ownedBy(proof))
    .execute();
  return result.affected ?? 0;
}

/**
 * The retention's last part for appointments: those kept for their deposit's books (anonymised)
 * that ended before `before` (RECORD_RETENTION_YEARS ago) are deleted with their ledger rows
 * (allowed for this transaction only), attempts and messages. Answers how many.
 */
export async function deleteAppointmentBooksEndedBefore(
  manager: EntityManager,
  before: Date,
): Promise<number> {
  return manager.transaction(async (tx) => {
    const rows: { id: number }[] = await tx.query(
      `SELECT id FROM appointment WHERE anonymised_at IS NOT NULL AND ends_at < $1 FOR UPDATE`,
      [before],
    );
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    await purgeLedgerOfAppointments(tx, ids);
    await forgetSandboxCustomers(tx, await depositOrdersOf(tx, ids));
    await deleteDepositAttemptsOf(tx, ids);
    await deleteMessagesOfAppointments(tx, ids);
    await tx.getRepository(Appointment).delete(ids);
    return ids.length;
  });
}
