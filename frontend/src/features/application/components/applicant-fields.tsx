import { PHONE_MAX_LENGTH } from '@shared/format/phone';
import { koApplication as copy } from '@/copy/ko-application';
import { birthDigits } from '../../../forms/birth-date';
import { TextField } from '../../../forms/text-field';
import { formatPhone } from '../validation';
import type { FieldErrors, FormValues } from '../validation';
import { FormSection } from './form-section';

/** The ids of the applicant inputs, by field (the first error's input takes focus). */
export const APPLICANT_FIELD_IDS = {
  name: 'applicant-name',
  email: 'applicant-email',
  contact: 'applicant-contact',
  birth: 'applicant-birth',
} as const;

type ApplicantFieldsProps = {
  values: FormValues;
  errors: FieldErrors;
  onChange: (patch: Partial<FormValues>) => void;
  /** Set when the e-mail cannot be changed (a waiting-list offer): said as its hint. */
  emailFixed?: string;
};

/** Name, e-mail, phone (formatted as typed) and birth date of the applicant. */
export function ApplicantFields({ values, errors, onChange, emailFixed }: ApplicantFieldsProps) {
  return (
    <FormSection title={copy.applicant.legend}>
      <TextField
        id={APPLICANT_FIELD_IDS.name}
        label={copy.applicant.name}
        name="name"
        type="text"
        autoComplete="name"
        required
        value={values.name}
        onChange={(event) => onChange({ name: event.target.value })}
        error={errors.name}
      />
      <TextField
        id={APPLICANT_FIELD_IDS.email}
        label={copy.applicant.email}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        value={values.email}
        readOnly={emailFixed !== undefined}
        onChange={(event) => onChange({ email: event.target.value })}
        hint={emailFixed ?? copy.applicant.emailHint}
        error={errors.email}
      />
      <TextField
        id={APPLICANT_FIELD_IDS.contact}
        label={copy.applicant.contact}
        name="contact"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={copy.applicant.contactPlaceholder}
        maxLength={PHONE_MAX_LENGTH}
        required
        value={values.contact}
        onChange={(event) => onChange({ contact: formatPhone(event.target.value) })}
        hint={copy.applicant.contactHint}
        error={errors.contact}
      />
      <TextField
        id={APPLICANT_FIELD_IDS.birth}
        label={copy.applicant.birth}
        name="birth"
        type="text"
        inputMode="numeric"
        autoComplete="bday"
        placeholder={copy.applicant.birthPlaceholder}
        maxLength={10}
        required
        value={values.birth}
        onChange={(event) => onChange({ birth: birthDigits(event.target.value) })}
        hint={copy.applicant.birthHint}
        error={errors.birth}
      />
    </FormSection>
  );
}
