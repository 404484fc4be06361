import { forgetTabDraft, readTabDraft, useTabDraft } from '@/lib/tab-draft';

/**
 * What a parent chose and typed on a program's booking page, kept in the tab (lib/tab-draft.ts):
 * a reload finds the type, the counsellor, the day, the time and the names again. The consent is
 * not kept (given again), nor the proof of the contact (its own step keeps what it may). A time
 * kept may have been taken since: the server says so when it is booked, with the nearest free
 * times. Removed once the appointment is booked.
 */
export interface BookingDraft {
  typeId: number | null;
  counsellor: string;
  date: string | null;
  start: string | null;
  guardianName: string;
  childName: string;
  childSchoolYear: string;
}

const keyOf = (programId: number) => `booking-draft:${programId}`;
const isString = (value: unknown): value is string => typeof value === 'string';
const stringOrNull = (value: unknown) => value === null || isString(value);

/** The kept draft of this program's booking, only when every part has the shape it should. */
export function readBookingDraft(programId: number): BookingDraft | null {
  const draft = readTabDraft(keyOf(programId));
  if (!draft) return null;
  const valid =
    (draft.typeId === null || Number.isInteger(draft.typeId)) &&
    isString(draft.counsellor) &&
    stringOrNull(draft.date) &&
    stringOrNull(draft.start) &&
    [draft.guardianName, draft.childName, draft.childSchoolYear].every(isString);
  if (!valid) {
    forgetBookingDraft(programId);
    return null;
  }
  return {
    typeId: draft.typeId as number | null,
    counsellor: draft.counsellor as string,
    date: draft.date as string | null,
    start: draft.start as string | null,
    guardianName: draft.guardianName as string,
    childName: draft.childName as string,
    childSchoolYear: draft.childSchoolYear as string,
  };
}

/** Keeps the draft as it changes (a memoised object: it is written when it changes). */
export function useKeptBookingDraft(programId: number, draft: BookingDraft) {
  useTabDraft(keyOf(programId), draft, true);
}

export function forgetBookingDraft(programId: number) {
  forgetTabDraft(keyOf(programId));
}
