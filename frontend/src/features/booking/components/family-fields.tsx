import { BOOKING_CONSENT, BOOKING_LIMITS, SCHOOL_YEARS } from '@shared/booking';
import { koBooking } from '@/copy/ko-booking';
import type { FieldBinding } from '../../../forms/use-form';
import { SelectField } from '../../../forms/select-field';
import { TextField } from '../../../forms/text-field';

const YEARS = SCHOOL_YEARS.map((year) => [year, year] as const);

/** 예약자 정보: the guardian's and the child's names and the child's school year, nothing more. */
export function FamilyFields({
  field,
}: {
  field: (name: 'guardianName' | 'childName' | 'childSchoolYear') => FieldBinding;
}) {
  const t = koBooking.family;
  return (
    <section className="form-section" aria-labelledby="booking-family">
      <h2 id="booking-family" className="form-section__title">
        {t.heading}
      </h2>
      <p className="field__hint">{t.note}</p>
      <TextField
        id="booking-guardian"
        label={t.guardianName}
        autoComplete="name"
        maxLength={BOOKING_LIMITS.guardianName}
        {...field('guardianName')}
      />
      <TextField
        id="booking-child"
        label={t.childName}
        autoComplete="off"
        maxLength={BOOKING_LIMITS.childName}
        {...field('childName')}
      />
      <SelectField
        id="booking-school-year"
        label={t.schoolYear}
        placeholder={t.schoolYearPlaceholder}
        options={YEARS}
        {...field('childSchoolYear')}
      />
    </section>
  );
}

/** The booking's consent (BOOKING_CONSENT): its whole text shown, one checkbox. */
export function BookingConsent({
  checked,
  error,
  onChange,
}: {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}) {
  return (
    <section className="form-section" aria-labelledby="booking-consent">
      <h2 id="booking-consent" className="form-section__title">
        {BOOKING_CONSENT.title}
      </h2>
      <ul className="policy-list booking-consent__text">
        {BOOKING_CONSENT.body.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <label className="choice consent-choice">
        <input
          id="booking-agree"
          className="choice__input"
          type="checkbox"
          checked={checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'booking-agree-error' : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span>{BOOKING_CONSENT.checkbox}</span>
      </label>
      {error ? (
        <p id="booking-agree-error" className="field-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
