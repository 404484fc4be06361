import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { GuestToken, type GuestProof } from '../auth';
import type { WaitlistInfo } from './dto/waitlist.response';
import { OfferLinks } from './offer-tokens';
import { WaitlistEntry } from './waitlist-entry.entity';
import { positionsOf } from './waitlist-positions';

/** A guest's own waiting-list entries, and who they belong to. */
export interface GuestEntries {
  /** Newest first. */
  waitlist: WaitlistInfo[];
  /** The newest entry made with the proven e-mail and birth date (my info's details), if any. */
  latest: WaitlistEntry | null;
}

/**
 * What the guest lookup (src/guests) reads of the waiting list: the birth dates an e-mail waited
 * with (a lookup may match them), and the entries a proof may see and cancel. Those are the ones
 * made with its e-mail AND its birth date, and, as for applications (applicationsOfProof), the
 * ones still waiting that were made with the e-mail and another birth date after the proof's own
 * first application or entry: the first to use an e-mail is taken for its owner, so a stranger
 * who joins with a family's e-mail later (and so can prove that pair too) never sees or cancels
 * the family's entries, while the family can cancel the stranger's, which would otherwise keep
 * the family's e-mail out of those queues.
 */
@Injectable()
export class GuestWaitlist {
  constructor(
    private readonly dataSource: DataSource,
    private readonly token: GuestToken,
    private readonly links: OfferLinks,
  ) {}

  async births(email: string): Promise<string[]> {
    const rows: { applicant_birth: string }[] = await this.dataSource.query(
      `SELECT DISTINCT applicant_birth FROM waitlist_entry WHERE applicant_email = $1`,
      [email],
    );
    return rows.map((row) => row.applicant_birth);
  }

  /** The entries this proof may see and cancel (see the class), newest first. */
  async visibleTo(proof: GuestProof): Promise<{ own: WaitlistEntry[]; all: WaitlistEntry[] }> {
    const [entries, applied] = await Promise.all([
      this.dataSource.getRepository(WaitlistEntry).find({
        where: { applicant_email: proof.email },
        relations: { lecture: true, fee: true },
        order: { id: 'DESC' },
      }),
      this.dataSource.query<{ applicant_birth: string; first: Date }[]>(
        `SELECT applicant_birth, min(created_at) AS first FROM application
          WHERE applicant_email = $1 GROUP BY applicant_birth`,
        [proof.email],
      ),
    ]);
    const proves = (birth: string) => this.token.provesBirth(proof, birth);
    const own = entries.filter((entry) => proves(entry.applicant_birth));
    const first = Math.min(
      ...own.map((entry) => entry.created_at.getTime()),
      ...applied.filter((row) => proves(row.applicant_birth)).map((row) => +new Date(row.first)),
    );
    const all = entries.filter(
      (entry) =>
        own.includes(entry) ||
        ((entry.status === 'WAITING' || entry.status === 'OFFERED') &&
          entry.created_at.getTime() > first),
    );
    return { own, all };
  }

  /** `requestOrigin` makes offer links absolute when PUBLIC_URL is not set. */
  async ofProof(proof: GuestProof, now: Date, requestOrigin?: string): Promise<GuestEntries> {
    const { own, all } = await this.visibleTo(proof);
    const positions = await positionsOf(
      this.dataSource.manager,
      all.filter((entry) => entry.status === 'WAITING').map((entry) => entry.id),
    );
    return {
      latest: own[0] ?? null,
      waitlist: all.map((entry) => {
        const open = entry.status === 'OFFERED' && entry.offer_expires_at! > now;
        return {
          id: entry.id,
          lectureId: entry.lecture_id,
          lectureTitle: entry.lecture.title,
          feeId: entry.lecture_fee_id,
          feeType: entry.fee.fee_type,
          // An offer past its time is over even before the job has marked it.
          status: entry.status === 'OFFERED' && !open ? 'EXPIRED' : entry.status,
          position: positions.get(entry.id) ?? null,
          offerExpiresAt: open ? entry.offer_expires_at!.toISOString() : null,
          // The link's page shows the applicant's details: only for the guest's own entries.
          offerUrl: open && own.includes(entry) ? this.links.url(entry, requestOrigin) : null,
        };
      }),
    };
  }
}
