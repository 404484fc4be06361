import { proofOwns, type ProvenContact } from '../auth';
import type { Application } from './application.entity';

/**
 * Which applications a proof may see and act on (issue 32): every one made with its e-mail or
 * its phone number, whatever name or birth date was typed. The family who proves a contact owns
 * what was made with it; being first with an e-mail, or knowing a birth date, proves nothing.
 * `all`: candidates (usually found with ownedWhere); any other is left out. Order kept.
 */
export function applicationsOfProof(
  all: Application[],
  proof: ProvenContact,
): { proven: Set<number>; applications: Application[] } {
  const applications = all.filter((application) => proofOwns(proof, application));
  return { proven: new Set(applications.map((application) => application.id)), applications };
}
