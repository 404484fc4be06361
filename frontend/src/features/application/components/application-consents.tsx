import type { Ref } from 'react';
import { PrivacyPolicyLink } from '@/components/ui/privacy-policy-link';
import { koApplication } from '@/copy/ko-application';
import type { ConsentText } from '../types';
import { FormSection } from './form-section';

const copy = koApplication.consents;

/** A consent's answer is kept per version: a new text shows up unticked. */
export const consentKey = (consent: Pick<ConsentText, 'id' | 'version'>) =>
  `${consent.id}@${consent.version}`;

type ApplicationConsentsProps = {
  consents: readonly ConsentText[] | undefined;
  agreed: Readonly<Record<string, boolean>>;
  error?: string;
  onChange: (consent: ConsentText, checked: boolean) => void;
  /** 전체 동의: every consent shown, the optional ones too, ticked or cleared at once. */
  onAll: (checked: boolean) => void;
  sectionRef: Ref<HTMLFieldSetElement>;
  /** Put on the first required consent not yet agreed to (else the first), for the focus. */
  inputRef: Ref<HTMLInputElement>;
};

/**
 * One checkbox per consent (issue 21), each with its full text behind a 전문 보기 disclosure,
 * required ones marked 필수, optional ones 선택 and never ticked beforehand; the 개인정보처리방침
 * linked above them; 전체 동의 above the list ticks them all, as Korean checkouts do (issue 35).
 */
export function ApplicationConsents({
  consents,
  agreed,
  error,
  onChange,
  onAll,
  sectionRef,
  inputRef,
}: ApplicationConsentsProps) {
  const list = consents ?? [];
  const allAgreed = list.length > 0 && list.every((consent) => agreed[consentKey(consent)]);
  const focusId = (list.find((c) => c.required && !agreed[consentKey(c)]) ?? list[0])?.id;
  return (
    <FormSection
      title={copy.legend}
      sectionRef={sectionRef}
      describedBy={error ? 'consent-lead consent-error' : 'consent-lead'}
    >
      <p id="consent-lead" className="field__hint">
        {copy.lead} <PrivacyPolicyLink />
        {copy.leadEnd}
      </p>
      {list.length > 1 ? (
        <label className="choice consent-all">
          <input
            type="checkbox"
            className="choice__input"
            name="consent-all"
            checked={allAgreed}
            onChange={(event) => onAll(event.target.checked)}
          />
          <span>{copy.all}</span>
        </label>
      ) : null}
      <ul className="consent-list">
        {list.map((consent) => {
          const key = consentKey(consent);
          return (
            <li key={key} className="consent-item">
              <label className="choice consent-choice">
                <input
                  ref={consent.id === focusId ? inputRef : undefined}
                  type="checkbox"
                  className="choice__input"
                  name={`consent-${consent.id}`}
                  required={consent.required}
                  checked={!!agreed[key]}
                  onChange={(event) => onChange(consent, event.target.checked)}
                  aria-invalid={error && consent.required && !agreed[key] ? true : undefined}
                />
                <span>{consent.checkbox}</span>
              </label>
              <details className="consent-text">
                <summary>
                  <span
                    className={
                      consent.required ? 'consent-tag consent-tag--required' : 'consent-tag'
                    }
                  >
                    {consent.required ? copy.required : copy.optional}
                  </span>{' '}
                  {consent.title} {copy.fullText}
                </summary>
                <ul className="policy-list">
                  {consent.body.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              </details>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="consent-error" className="field-error">
          {error}
        </p>
      ) : null}
    </FormSection>
  );
}

/** What the form says while a required consent is missing, or undefined when all are given. */
export function consentError(
  consents: readonly ConsentText[] | undefined,
  agreed: Readonly<Record<string, boolean>>,
  failed: boolean,
): string | undefined {
  if (!consents) return failed ? copy.loadError : copy.loading;
  const missing = consents.find((c) => c.required && !agreed[consentKey(c)]);
  if (!missing) return undefined;
  // The collection consent keeps the form's long-standing message.
  return missing.id === 'privacy-collection'
    ? koApplication.consent.error
    : copy.missing(missing.title);
}
