import type { RequiredField } from './lecture-form';

/** The inputs of the required fields, which the missing-fields alert focuses. */
export const FIELD_IDS: Record<RequiredField, string> = {
  title: 'lecture-title',
  instructor_name: 'lecture-instructor',
  reg_period_start: 'lecture-reg-start',
  reg_period_end: 'lecture-reg-end',
  lec_period_start: 'lecture-lec-start',
  lec_period_end: 'lecture-lec-end',
  inquiry: 'lecture-inquiry',
  organizer: 'lecture-organizer',
};

/** The banner's file input, focused when a new lecture has none. */
export const LECTURE_IMAGE_ID = 'lecture-image';

/** The lecture's 총 정원 input. */
export const LECTURE_CAPACITY_ID = 'lecture-capacity';

/** 장소, 대상 and 준비물 (optional). */
export const LECTURE_VENUE_ID = 'lecture-venue';
export const LECTURE_AUDIENCE_ID = 'lecture-audience';
export const LECTURE_WHAT_TO_BRING_ID = 'lecture-what-to-bring';
