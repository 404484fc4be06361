import type { GuardianRelation, SchoolYear } from '@shared/participant';
import { koApplication } from '@/copy/ko-application';
import type { FieldErrors } from './validation';

/**
 * Who takes part in a child's lecture (issue 21): the values, their inputs' ids and their checks,
 * which the form needs on every lecture. The fields themselves (participant-fields.tsx, with their
 * words) load only for a child's lecture.
 */
const errorsCopy = koApplication.participantErrors;

/** The ids of the child and guardian inputs, by field (the first error's input takes focus). */
export const PARTICIPANT_FIELD_IDS = {
  childName: 'child-name',
  childSchoolYear: 'child-school-year',
  guardianName: 'guardian-name',
  guardianRelation: 'guardian-relation',
} as const;

export type ParticipantValues = {
  childName: string;
  schoolYear: SchoolYear | '';
  guardianName: string;
  relation: GuardianRelation | '';
};

export const EMPTY_PARTICIPANT: ParticipantValues = {
  childName: '',
  schoolYear: '',
  guardianName: '',
  relation: '',
};

/** The checks of the child and guardian fields (the server checks them again). */
export function validateParticipant(
  values: ParticipantValues,
  guardianNeeded: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  const childName = values.childName.trim();
  if (!childName) errors.childName = errorsCopy.childNameRequired;
  else if (childName.length > 50) errors.childName = errorsCopy.childNameTooLong;
  if (!values.schoolYear) errors.childSchoolYear = errorsCopy.schoolYearRequired;
  if (guardianNeeded) {
    const guardianName = values.guardianName.trim();
    if (!guardianName) errors.guardianName = errorsCopy.guardianNameRequired;
    else if (guardianName.length > 50) errors.guardianName = errorsCopy.guardianNameTooLong;
    if (!values.relation) errors.guardianRelation = errorsCopy.relationRequired;
  }
  return errors;
}
