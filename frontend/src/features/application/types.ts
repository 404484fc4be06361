import type { Schema } from '@shared/contract/schema';

/** GET /api/lecture/{id} (the public read): the waiting-list page's title and status. */
export type LectureDetail = Schema<'LectureResponse'>;

/** A row of GET /api/lecture/fee/{lectureId}: one course, its price in won and its seats. */
export type LectureFee = Schema<'LectureFeeResponse'>;

/** GET /api/lecture/offer/{token}: a waiting-list offer (the course held for this person). */
export type WaitlistOffer = Schema<'WaitlistOfferResponse'>;

/**
 * What the lecture detail page (or the offer page) hands to /application in navigation state
 * (spec §2). With `offer`, the form applies through a waiting-list offer: only that course, the
 * applicant prefilled, the e-mail fixed.
 */
export type ApplicationNavigationState = {
  lectureId: number;
  lectureTitle: string;
  /** Who attends (CHILD: the form asks for the child); absent means the applicant. */
  participant?: LectureDetail['participant'];
  offer?: { token: string; fee: WaitlistOffer['fee']; applicant: WaitlistOffer['applicant'] };
};

export type Applicant = Schema<'ApplicantDto'>;

/** POST /api/lecture/application/data (spec §7). The server reads only the fee ids. */
export type ApplicationRequest = Schema<'CreateApplicationDto'>;

/**
 * state 0: stored; state -1: this e-mail already applied for this lecture (told only to the
 * browser that made it or proved the e-mail); state -2: a chosen course (or the lecture) has no
 * free seat (`fullFeeIds`).
 */
export type ApplicationResponse =
  Schema<'ApplicationStored'> | Schema<'ApplicationDuplicate'> | Schema<'ApplicationFull'>;

/** POST /api/lecture/waitlist. */
export type WaitlistRequest = Schema<'JoinWaitlistDto'>;

/** state 0: joined (a position per course); state -1: this e-mail already waits for one of them. */
export type WaitlistResponse = Schema<'WaitlistJoined'> | Schema<'WaitlistDuplicate'>;

/** GET /api/consents: one consent the application form shows, at its current version. */
export type ConsentText = Schema<'ConsentTextResponse'>;
