import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { ownedWhere, proofOwns, type GuestProof } from '../auth';
import { feeTypes, lectureTitles } from '../lectures';
import type { WaitlistInfo } from './dto/waitlist.response';
import { OfferLinks } from './offer-tokens';
import { WaitlistEntry } from './waitlist-entry.entity';
import { positionsOf } from './waitlist-positions';

/** A guest's own waiting-list entries, and who they belong to. */
export interface GuestEntries {
  /** Newest first. */
  waitlist: WaitlistInfo[];
  /** The newest entry made with the proven contact (my info's details), if any. */
  latest: WaitlistEntry | null;
}

/**
 * What my info (src/guests) reads of the waiting list: the birth dates an e-mail waited with
 * (the spec's lookup may match them), and the entries a proof may see and cancel: every one made
 * with its proven e-mail or phone number (issue 32), whoever typed it.
 */
@Injectable()
export class GuestWaitlist {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    private readonly links: OfferLinks,
  ) {}

  async births(email: string): Promise<string[]> {
    const rows: { applicant_birth: string }[] = await this.manager.query(
      `SELECT DISTINCT applicant_birth FROM waitlist_entry WHERE applicant_email = $1`,
      [email],
    );
    return rows.map((row) => row.applicant_birth);
  }

  /** The entries this proof may see and cancel (see the class), newest first. */
  async visibleTo(proof: GuestProof): Promise<{ own: WaitlistEntry[]; all: WaitlistEntry[] }> {
    const entries = await this.manager.getRepository(WaitlistEntry).find({
      where: ownedWhere<WaitlistEntry>(proof),
      order: { id: 'DESC' },
    });
    const own = entries.filter((entry) => proofOwns(proof, entry));
    return { own, all: own };
  }

  /** `requestOrigin` makes offer links absolute when PUBLIC_URL is not set. */
  async ofProof(proof: GuestProof, now: Date, requestOrigin?: string): Promise<GuestEntries> {
    const { own, all } = await this.visibleTo(proof);
    // Titles and course names from the lectures module, one query each for all the entries.
    const [positions, lectures, fees] = await Promise.all([
      positionsOf(
        this.manager,
        all.filter((entry) => entry.status === 'WAITING').map((entry) => entry.id),
      ),
      lectureTitles(
        this.manager,
        all.map((entry) => entry.lecture_id),
      ),
      feeTypes(
        this.manager,
        all.map((entry) => entry.lecture_fee_id),
      ),
    ]);
    return {
      latest: own[0] ?? null,
      waitlist: all.map((entry) => {
        const open = entry.status === 'OFFERED' && entry.offer_expires_at! > now;
        return {
          id: entry.id,
          lectureId: entry.lecture_id,
          lectureTitle: lectures.get(entry.lecture_id)!,
          feeId: entry.lecture_fee_id,
          feeType: fees.get(entry.lecture_fee_id)!,
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
