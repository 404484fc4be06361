import type { Schema } from '@shared/contract/schema';

/** What the lecture detail page hands to /application in navigation state (spec §2). */
export type ApplicationNavigationState = { lectureId: number; lectureTitle: string };

/** A row of GET /api/lecture/fee/{lectureId}: one course of the lecture and its price in won. */
export type LectureFee = Schema<'LectureFeeResponse'>;

export type Applicant = Schema<'ApplicantDto'>;

/** POST /api/lecture/application/data (spec §7). The server reads only the fee ids. */
export type ApplicationRequest = Schema<'CreateApplicationDto'>;

/** state 0: stored; state -1: this e-mail already applied for this lecture. */
export type ApplicationResponse = Schema<'ApplicationStored'> | Schema<'ApplicationDuplicate'>;
