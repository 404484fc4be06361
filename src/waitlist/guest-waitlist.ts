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
 * with (a lookup may match them), and the entries a proof may see, which are only those made
 * with its e-mail AND its birth date: another person who typed the same e-mail sees nothing of
 * them, and cannot cancel them.
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

  /** `requestOrigin` makes offer links absolute when PUBLIC_URL is not set. */
  async ofProof(proof: GuestProof, now: Date, requestOrigin?: string): Promise<GuestEntries> {
    const all = await this.dataSource.getRepository(WaitlistEntry).find({
      where: { applicant_email: proof.email },
      relations: { lecture: true, fee: true },
      order: { id: 'DESC' },
    });
    const mine = all.filter((entry) => this.token.provesBirth(proof, entry.applicant_birth));
    const positions = await positionsOf(
      this.dataSource.manager,
      mine.filter((entry) => entry.status === 'WAITING').map((entry) => entry.id),
    );
    return {
      latest: mine[0] ?? null,
      waitlist: mine.map((entry) => {
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
          offerUrl: open ? this.links.url(entry, requestOrigin) : null,
        };
      }),
    };
  }
}
