import type { EntityManager } from 'typeorm';
import type { Outbox } from '../outbox';

/**
 * The family's and the centre's messages of an unpaid application withdrawn by the family or
 * the centre, written in the withdrawal's transaction. A withdrawal because a new application
 * replaced a stale one (SUPERSEDED, src/applications) sends none: the family is applying again.
 */
export async function withdrawalMessages(
  outbox: Outbox,
  manager: EntityManager,
  applicationId: number,
): Promise<void> {
  await outbox.enqueue(
    manager,
    { kind: 'application-cancelled', applicationId },
    { kind: 'centre-application-cancelled', applicationId },
  );
}
