import {
  GUARDIAN_RELATIONS,
  SCHOOL_YEARS,
  type GuardianRelation,
  type SchoolYear,
} from '@shared/participant';
import { koParticipant as copy } from '@/copy/ko-participant';
import { SelectField } from '../../../forms/select-field';
import { TextField } from '../../../forms/text-field';
import { PARTICIPANT_FIELD_IDS, type ParticipantValues } from '../participant';
import type { FieldErrors } from '../validation';
import { FormSection } from './form-section';

type Props = {
  values: ParticipantValues;
  errors: FieldErrors;
  onChange: (patch: Partial<ParticipantValues>) => void;
};

/**
 * 참여 자녀 정보: the child's name and school year, nothing more, with the reminder not to write
 * health or counselling details.
 */
function ChildFields({ values, errors, onChange }: Props) {
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
function GuardianFields({ values, errors, onChange }: Props) {
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

/**
 * A child's lecture's fields, loaded with the form only for such a lecture (application-page.tsx):
 * the child always, the guardian while the child may be under 14.
 */
export function ParticipantFields({
  guardianNeeded,
  ...props
}: Props & { guardianNeeded: boolean }) {
  return (
    <>
      <ChildFields {...props} />
      {guardianNeeded ? <GuardianFields {...props} /> : null}
    </>
  );
}
