/**
 * Who takes part in a lecture (issue 21). A lecture for parents or teachers is attended by the
 * applicant; a lecture for children by the applicant's child, of whom the form asks only the
 * name and school year. 개인정보 보호법 Art. 22-2: a child under 14 needs the consent of a legal
 * representative (법정대리인), given here by the applicant with their name and relation.
 */
export const LECTURE_PARTICIPANTS = ['APPLICANT', 'CHILD'] as const;
export type LectureParticipant = (typeof LECTURE_PARTICIPANTS)[number];

export const PARTICIPANT_LABELS: Record<LectureParticipant, string> = {
  APPLICANT: '신청자 본인 (부모·교사)',
  CHILD: '자녀 (아동·청소년)',
};

/** School years in the order a form lists them, with the words families use. */
export const SCHOOL_YEARS = [
  ['PRESCHOOL', '미취학'],
  ['E1', '초등학교 1학년'],
  ['E2', '초등학교 2학년'],
  ['E3', '초등학교 3학년'],
  ['E4', '초등학교 4학년'],
  ['E5', '초등학교 5학년'],
  ['E6', '초등학교 6학년'],
  ['M1', '중학교 1학년'],
  ['M2', '중학교 2학년'],
  ['M3', '중학교 3학년'],
  ['H1', '고등학교 1학년'],
  ['H2', '고등학교 2학년'],
  ['H3', '고등학교 3학년'],
] as const;
export type SchoolYear = (typeof SCHOOL_YEARS)[number][0];
export const SCHOOL_YEAR_CODES: readonly SchoolYear[] = SCHOOL_YEARS.map(([code]) => code);

export function schoolYearLabel(code: string): string {
  return SCHOOL_YEARS.find(([value]) => value === code)?.[1] ?? code;
}

/**
 * Whether a child in this school year may be under 14 (만 14세 미만), so that a legal
 * representative's consent is needed. A Korean child starts school in the March after turning
 * six, so a 중학교 2학년 turns 14 during that school year: from before school up to 중2 a child
 * can be 13 or younger and the guardian's consent is asked; from 중3 on every child is 14 or
 * older. The form asks no birth date for this: the school year is all it needs.
 */
export function mayBeUnderFourteen(schoolYear: SchoolYear): boolean {
  return SCHOOL_YEAR_CODES.indexOf(schoolYear) <= SCHOOL_YEAR_CODES.indexOf('M2');
}

/** Who may consent for a child: the parents or another legal representative. */
export const GUARDIAN_RELATIONS = [
  ['MOTHER', '어머니'],
  ['FATHER', '아버지'],
  ['GUARDIAN', '후견인'],
  ['OTHER', '그 밖의 법정대리인'],
] as const;
export type GuardianRelation = (typeof GUARDIAN_RELATIONS)[number][0];
export const GUARDIAN_RELATION_CODES: readonly GuardianRelation[] = GUARDIAN_RELATIONS.map(
  ([code]) => code,
);

export function guardianRelationLabel(code: string): string {
  return GUARDIAN_RELATIONS.find(([value]) => value === code)?.[1] ?? code;
}

/** Which applications a consent is shown to (src/privacy/consents.ts, the application form). */
export type ConsentScope = 'EVERYONE' | 'CHILD' | 'CHILD_UNDER_14';

/** What decides which consents an application is shown: who takes part, and their age band. */
export interface ConsentContext {
  child: boolean;
  underFourteen: boolean;
}

/** Whether a consent of this scope is shown: the server and the form decide it the same way. */
export function consentApplies(scope: ConsentScope, context: ConsentContext): boolean {
  if (scope === 'CHILD') return context.child;
  if (scope === 'CHILD_UNDER_14') return context.child && context.underFourteen;
  return true;
}
