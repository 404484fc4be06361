import type { RequiredField } from './lecture-form';

/** The inputs of the required fields. */
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

/** 접수 시작 시각, beside 접수 시작일. */
export const LECTURE_REG_START_TIME_ID = 'lecture-reg-start-time';

/** The banner's file input (a new lecture needs one). */
export const LECTURE_IMAGE_ID = 'lecture-image';

/** The sections of the lists and the editor, where a message about them goes. */
export const LECTURE_SESSIONS_ID = 'lecture-sessions';
export const LECTURE_FEES_ID = 'lecture-fees';
export const LECTURE_CONTENT_ID = 'lecture-content';

/** The lecture's 총 정원 input. */
export const LECTURE_CAPACITY_ID = 'lecture-capacity';

/** 장소, 대상 and 준비물 (optional). */
export const LECTURE_VENUE_ID = 'lecture-venue';
export const LECTURE_AUDIENCE_ID = 'lecture-audience';
export const LECTURE_WHAT_TO_BRING_ID = 'lecture-what-to-bring';
