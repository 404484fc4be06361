import {
  GUARDIAN_RELATIONS,
  SCHOOL_YEARS,
  type GuardianRelation,
  type SchoolYear,
} from '@shared/participant';
import { koParticipant as copy } from '@/copy/ko-participant';
import { SelectField } from '../../../forms/select-field';
import { TextField } from '../../../forms/text-field';
import type { FieldErrors } from '../validation';
import { FormSection } from './form-section';

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

type Props = {
  values: ParticipantValues;
  errors: FieldErrors;
  onChange: (patch: Partial<ParticipantValues>) => void;
};

/**
 * 참여 자녀 정보: the child's name and school year, nothing more, with the reminder not to write
 * health or counselling details.
 */
export function ChildFields({ values, errors, onChange }: Props) {
  return (
    <FormSection title={copy.child.legend} describedBy="child-lead child-no-health">
      <p id="child-lead" className="field__hint">
        {copy.child.lead}
      </p>
      <p id="child-no-health" className="participant-note">
        {copy.child.noHealth}
      </p>
      <TextField
        id={PARTICIPANT_FIELD_IDS.childName}
        label={copy.child.name}
        name="childName"
        type="text"
        autoComplete="off"
        required
        maxLength={50}
        value={values.childName}
        onChange={(event) => onChange({ childName: event.target.value })}
        error={errors.childName}
      />
      <SelectField
        id={PARTICIPANT_FIELD_IDS.childSchoolYear}
        label={copy.child.schoolYear}
        name="schoolYear"
        required
        options={SCHOOL_YEARS}
        placeholder={copy.child.schoolYearPlaceholder}
        value={values.schoolYear}
        onChange={(event) => onChange({ schoolYear: event.target.value as SchoolYear | '' })}
        hint={copy.child.schoolYearHint}
        error={errors.childSchoolYear}
      />
    </FormSection>
  );
}

/** 법정대리인(보호자) 동의: who consents for a child who may be under 14, and how related. */
export function GuardianFields({ values, errors, onChange }: Props) {
  return (
    <FormSection title={copy.guardian.legend} describedBy="guardian-lead">
      <p id="guardian-lead" className="field__hint">
        {copy.guardian.lead}
      </p>
      <TextField
        id={PARTICIPANT_FIELD_IDS.guardianName}
        label={copy.guardian.name}
        name="guardianName"
        type="text"
        autoComplete="name"
        required
        maxLength={50}
        value={values.guardianName}
        onChange={(event) => onChange({ guardianName: event.target.value })}
        hint={copy.guardian.nameHint}
        error={errors.guardianName}
      />
      <SelectField
        id={PARTICIPANT_FIELD_IDS.guardianRelation}
        label={copy.guardian.relation}
        name="guardianRelation"
        required
        options={GUARDIAN_RELATIONS}
        placeholder={copy.guardian.relationPlaceholder}
        value={values.relation}
        onChange={(event) => onChange({ relation: event.target.value as GuardianRelation | '' })}
        error={errors.guardianRelation}
      />
    </FormSection>
  );
}

/** The checks of the child and guardian fields (the server checks them again). */
export function validateParticipant(
  values: ParticipantValues,
  guardianNeeded: boolean,
): FieldErrors {
  const errors: FieldErrors = {};
  const childName = values.childName.trim();
  if (!childName) errors.childName = copy.errors.childNameRequired;
  else if (childName.length > 50) errors.childName = copy.errors.childNameTooLong;
  if (!values.schoolYear) errors.childSchoolYear = copy.errors.schoolYearRequired;
  if (guardianNeeded) {
    const guardianName = values.guardianName.trim();
    if (!guardianName) errors.guardianName = copy.errors.guardianNameRequired;
    else if (guardianName.length > 50) errors.guardianName = copy.errors.guardianNameTooLong;
    if (!values.relation) errors.guardianRelation = copy.errors.relationRequired;
  }
  return errors;
}
