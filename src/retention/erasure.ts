import type { EntityManager } from 'typeorm';
import { anonymiseApplicationRow } from '../applications';
import { eraseMessagesOfApplication } from '../outbox';
import { forgetAccountHolder } from '../payments';
import { ANONYMOUS, maskedName, type AnonymiseRule } from '../privacy';
import { forgetSandboxCustomers } from '../sandbox';
import { anonymiseWaitlistEntries, anonymiseWaitlistOfApplication } from '../waitlist';

/** What an anonymised waiting-list entry's personal fields become. */
export const ENTRANT = { name: ANONYMOUS.name, contact: ANONYMOUS.contact, birth: ANONYMOUS.birth };

/**
 * Removes one application's personal fields, and those of what hangs on it: the name on its
 * virtual account, the sandbox provider's copy, its messages' bodies and recipients, its
 * waiting-list entry. A paid one keeps a masked name for its records; an unpaid one keeps
 * nothing of the person. Takes the row lock; answers false when the row is gone or was
 * anonymised before. The one code path of the daily retention and of a parent's deletion
 * request (my info): run it inside the caller's transaction. Each owner removes its own.
 */
export async function anonymiseApplication(
  manager: EntityManager,
  id: number,
  rule: AnonymiseRule,
  now: Date,
): Promise<boolean> {
  const anonymised = await anonymiseApplicationRow(
    manager,
    id,
    {
      name: (had) => (rule === 'paid' ? maskedName(had) : ANONYMOUS.name),
      email: ANONYMOUS.email(id),
      contact: ANONYMOUS.contact,
      birth: ANONYMOUS.birth,
    },
    rule === 'paid',
    now,
  );
  if (!anonymised) return false;
  await forgetSandboxCustomers(manager, await forgetAccountHolder(manager, id));
  await eraseMessagesOfApplication(manager, id, now);
  await anonymiseWaitlistOfApplication(manager, id, ENTRANT, now);
  return true;
}

/** Removes the personal fields of these waiting-list entries (no money hangs on an entry). */
export function anonymiseEntries(
  manager: EntityManager,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  return anonymiseWaitlistEntries(manager, ids, ENTRANT, now);
}
