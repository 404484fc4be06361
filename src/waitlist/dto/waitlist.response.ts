import { LECTURE_PARTICIPANTS, type LectureParticipant } from '../../../shared/participant';
import { ApiProperty } from '@nestjs/swagger';
import type { WaitlistStatus } from '../waitlist-entry.entity';

/*
 * Response shapes are classes so that the OpenAPI document describes them (src/metadata.ts).
 */

export class WaitlistPlace {
  /** @example 8 */
  id: number;
  /** @example 31 */
  fee_id: number;
  /** 1-based place in that course's queue. @example 3 */
  position: number;
}

/** State 0: the person waits in each chosen course's queue. */
export class WaitlistJoined {
  state: 0;
  entries: WaitlistPlace[];
}

/**
 * State -1: this e-mail already waits for one of the chosen courses; nothing was stored. Told only
 * to a browser that proved the e-mail with a code; anyone else joins beside it (issue 32).
 */
export class WaitlistDuplicate {
  @ApiProperty({ type: 'number', enum: [-1] })
  state: -1;
}

export type JoinWaitlistResult = WaitlistJoined | WaitlistDuplicate;

export class WaitlistCancelled {
  state: 0;
}

/** One waiting entry as my info shows it (대기 N번째, an offer with its link and expiry). */
export class WaitlistInfo {
  id: number;
  lectureId: number;
  /** @example "초등 저학년 부모 교육" */
  lectureTitle: string;
  feeId: number;
  /** @example "1회차" */
  feeType: string;
  status: WaitlistStatus;
  /** 1-based place while WAITING; null otherwise. @example 2 */
  position: number | null;
  /** ISO time the offer ends, while OFFERED; null otherwise. */
  offerExpiresAt: string | null;
  /** The offer's link, while OFFERED; null otherwise. */
  offerUrl: string | null;
}

export class OfferFee {
  id: number;
  /** @example "1회차" */
  fee_type: string;
  /** Won. @example 30000 */
  amount: number;
}

export class OfferApplicant {
  /** @example "홍길동" */
  name: string;
  /** @example "010-1234-5678" */
  contact: string;
  /** @example "parent@example.com" */
  email: string;
}

/**
 * GET /api/lecture/offer/{token}: an open offer, to apply with straight away. The birth date is
 * left out (whoever holds the link must not learn what the guest lookup asks for); applying
 * through the offer asks for it and checks it against the entry's.
 */
export class WaitlistOfferResponse {
  entryId: number;
  lectureId: number;
  /** @example "초등 저학년 부모 교육" */
  lectureTitle: string;
  /** Who attends: for CHILD the application form asks for the child. */
  @ApiProperty({ enum: LECTURE_PARTICIPANTS })
  participant: LectureParticipant;
  fee: OfferFee;
  applicant: OfferApplicant;
  /** ISO time the seat stops being held. */
  expiresAt: string;
}

/** One row of the back office's waiting list of a lecture, in queue order per course. */
export class AdminWaitlistEntry {
  id: number;
  feeId: number;
  /** @example "1회차" */
  feeType: string;
  /** 1-based place while WAITING or OFFERED; null otherwise. */
  position: number | null;
  status: WaitlistStatus;
  /** @example "홍길동" */
  name: string;
  /** Masked (POST …/reveal shows it in full). @example "010-****-5678" */
  contact: string;
  /** Masked (POST …/reveal shows it in full). @example "pa****@example.com" */
  email: string;
  /** ISO. */
  createdAt: string;
  offeredAt: string | null;
  offerExpiresAt: string | null;
  /** The offer's link while OFFERED (for 링크 복사); null otherwise. */
  offerUrl: string | null;
  applicationId: number | null;
}

export class AdminWaitlistChanged {
  /** @example "좌석을 제안했습니다." */
  message: string;
}
