import { BadRequestException, ForbiddenException, Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ClaimedOffer, OfferClaimInput } from '../applications';
import { OfferTokens } from './offer-tokens';
import { WaitlistEntry } from './waitlist-entry.entity';

/** Shown when an offer's link is used with another e-mail than the one that waited. */
export const OFFER_OTHER_EMAIL = '대기 신청하신 이메일로만 신청할 수 있습니다.';
export const OFFER_OTHER_BIRTH = '대기 신청하실 때 입력하신 생년월일을 입력해 주세요.';

/** Shown when an offer's application selects other courses than the offered one. */
export const OFFER_OTHER_FEES = '대기 제안을 받은 강의만 신청할 수 있습니다.';

/**
 * OFFER_CLAIM (src/applications/offer-claim.ts): uses a waiting-list offer inside the applying
 * transaction, which already holds the lecture's
 * lock (lock order: lecture, then entry). The token must be this offer's (HMAC over the entry
 * and its offered_at, compared in constant time), for this lecture, and the application must
 * be for this lecture: else 'invalid' (404). An offer that is no longer open
 * (expired by `now`, used, cancelled, removed) is 'gone' (410). Another e-mail than the entry's
 * is refused with 403, other courses than the offered one with 400 (Korean messages). On success the entry becomes APPLIED in the same
 * transaction, so its seat stops counting as an offer and the application takes it; anything
 * that fails later in the transaction rolls the claim back with it.
 */
@Injectable()
export class WaitlistOfferClaim {
  constructor(private readonly tokens: OfferTokens) {}

  async claim(
    manager: EntityManager,
    token: string,
    input: OfferClaimInput,
  ): Promise<ClaimedOffer | 'invalid' | 'gone'> {
    const entryId = this.tokens.entryIdOf(token);
    if (entryId === null) return 'invalid';
    const entry = await manager.findOne(WaitlistEntry, {
      where: { id: entryId },
      lock: { mode: 'pessimistic_write' },
    });
    if (
      !entry ||
      entry.lecture_id !== input.lectureId ||
      !this.tokens.matches(token, entry.id, entry.offered_at)
    ) {
      return 'invalid';
    }
    if (entry.status !== 'OFFERED' || entry.offer_expires_at! <= input.now) return 'gone';
    if (entry.applicant_email !== input.email.toLowerCase()) {
      throw new ForbiddenException(OFFER_OTHER_EMAIL);
    }
    if (entry.applicant_birth !== input.birth) throw new ForbiddenException(OFFER_OTHER_BIRTH);
    if (input.feeIds.length !== 1 || input.feeIds[0] !== entry.lecture_fee_id) {
      throw new BadRequestException(OFFER_OTHER_FEES);
    }
    await manager.update(
      WaitlistEntry,
      { id: entry.id, status: 'OFFERED' },
      { status: 'APPLIED', ended_at: input.now },
    );
    return {
      entryId: entry.id,
      linkApplication: async (applicationId: number) => {
        await manager.update(WaitlistEntry, { id: entry.id }, { application_id: applicationId });
      },
    };
  }
}
