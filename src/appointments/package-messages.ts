import type { EntityManager } from 'typeorm';
import type { MessageRecipient } from '../outbox';
import { familyRecipients } from './appointment-messages';
import { SessionPackage, type PackageStatus } from './session-package.entity';

/**
 * Whom a 회기권's messages go to (the outbox asks, registerRecipients): the contact the desk typed
 * at the sale, its e-mail by e-mail and its phone by 알림톡 (SMS when 알림톡 cannot be delivered).
 */
export async function messageRecipientsOfPackages(
  manager: EntityManager,
  ids: number[],
): Promise<MessageRecipient[]> {
  const rows = await manager.getRepository(SessionPackage).find({
    where: ids.map((id) => ({ id })),
    select: { id: true, family_email: true, family_phone: true },
  });
  return familyRecipients(rows);
}

/** A 회기권 as its payment link's message reads it at send time. */
export interface PackageForMessage {
  id: number;
  status: PackageStatus;
  typeName: string;
  childName: string;
  sessions: number;
  price: number;
  payLinkUntil: Date | null;
  /** Signed into the payment link (PayLinks.packageToken). */
  createdAt: Date;
  /** The type's program: the link's page is its booking page. */
  programId: number;
  anonymised: boolean;
}

export async function packageForMessage(
  manager: EntityManager,
  id: number,
): Promise<PackageForMessage | null> {
  if (!Number.isInteger(id)) return null;
  const row = await manager.getRepository(SessionPackage).findOne({
    where: { id },
    relations: { type: true },
  });
  if (!row) return null;
  return {
    id: row.id,
    status: row.status,
    typeName: row.type.name,
    childName: row.child_name,
    sessions: row.sessions_total,
    price: row.price,
    payLinkUntil: row.pay_link_until,
    createdAt: row.created_at,
    programId: row.type.program_id,
    anonymised: row.anonymised_at !== null,
  };
}
