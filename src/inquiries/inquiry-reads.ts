import type { EntityManager } from 'typeorm';
import type { MessageRecipient } from '../outbox';
import { Inquiry } from './inquiry.entity';

/** One question as its messages show it (the renderer reads it at send time). */
export function inquiryById(manager: EntityManager, id: number): Promise<Inquiry | null> {
  return manager.findOneBy(Inquiry, { id });
}

/** How many questions wait for an answer (the dashboard's 새 문의, the list's 답변 대기 tab). */
export function waitingInquiryCount(manager: EntityManager): Promise<number> {
  return manager.countBy(Inquiry, { status: 'NEW' });
}

/**
 * Whom an answer goes to (the outbox asks, registerRecipients): what the asker gave, the e-mail
 * by e-mail and the mobile number by 알림톡 (SMS when 알림톡 cannot be delivered).
 */
export async function messageRecipientsOfInquiries(
  manager: EntityManager,
  ids: number[],
): Promise<MessageRecipient[]> {
  const rows = await manager
    .getRepository(Inquiry)
    .find({ where: ids.map((id) => ({ id })), select: { id: true, phone: true, email: true } });
  return rows.flatMap((row) => [
    ...(row.email ? [{ of: row.id, channel: 'EMAIL' as const, recipient: row.email }] : []),
    ...(row.phone ? [{ of: row.id, channel: 'ALIMTALK' as const, recipient: row.phone }] : []),
  ]);
}

/**
 * The retention's part (issue 35): questions sent before `before` are deleted, answer and all.
 * Answers how many.
 */
export async function deleteInquiriesSentBefore(
  manager: EntityManager,
  before: Date,
): Promise<number> {
  const result = await manager
    .createQueryBuilder()
    .delete()
    .from(Inquiry)
    .where('created_at < :before', { before })
    .execute();
  return result.affected ?? 0;
}
