import type { Ref } from 'react';
import { koWaitlist as copy } from '@/copy/ko-waitlist';
import { useGetSiteQuery } from '@/lib/site';
import { PrivacyPolicyNote } from '../../../forms/privacy-policy-note';
import { FormSection } from './form-section';

type ConsentSectionProps = {
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
  sectionRef: Ref<HTMLFieldSetElement>;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * What someone joining the waiting list agrees to (its purpose and how long it is kept, in the
 * words and the days of the 개인정보처리방침), and the required checkbox.
 */
export function ConsentSection({
  checked,
  error,
  onChange,
  sectionRef,
  inputRef,
}: ConsentSectionProps) {
  const waitlistDays = useGetSiteQuery().data?.retention.waitlistDays;
  return (
    <FormSection
      title={copy.consent.legend}
      sectionRef={sectionRef}
      describedBy={error ? 'consent-error' : undefined}
    >
      <ul className="policy-list">
        {copy.consent.waitlistItems(waitlistDays).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <PrivacyPolicyNote />
      <label className="choice consent-choice">
        <input
          ref={inputRef}
          type="checkbox"
          className="choice__input"
          name="agree"
          required
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'consent-error' : undefined}
        />
        <span>{copy.consent.checkbox}</span>
      </label>
      {error ? (
        <p id="consent-error" className="field-error">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}
