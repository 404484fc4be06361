import { UNPAID } from '../common/money/payment-method';
import type { Application } from './application.entity';

/**
 * Which of an e-mail's applications a lookup proof may see and act on: those made with the
 * proven birth date, and, while nothing is paid (unpaid, or a virtual account awaiting its
 * deposit), those made with the e-mail and another birth date after the proof's own first one,
 * when the proof is the e-mail's owner. The first to use an e-mail is taken for its owner: a
 * stranger who applies with a family's e-mail later (and so can prove that pair too) never sees
 * or withdraws the family's applications, even ones the family made after the stranger's, while
 * the family can withdraw the stranger's. `all` newest first.
 */
export function applicationsOfProof(
  all: Application[],
  provesBirth: (birth: string) => boolean,
): { proven: Set<number>; applications: Application[] } {
  const mine = all.filter((application) => provesBirth(application.applicant_birth));
  const proven = new Set(mine.map((application) => application.id));
  const first = Math.min(...mine.map((application) => application.created_at.getTime()));
  const earliest = Math.min(...all.map((application) => application.created_at.getTime()));
  const owner = first === earliest;
  const applications = all.filter(
    (application) =>
      proven.has(application.id) ||
      (owner &&
        UNPAID.includes(application.payment_status) &&
        application.created_at.getTime() > first),
  );
  return { proven, applications };
}
