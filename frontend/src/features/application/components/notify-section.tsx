import type { Ref } from 'react';
import { koApplication } from '@/copy/ko-application';
import { FormSection } from './form-section';

/**
 * The channels the family chose. The opt-in to news is a consent of its own (마케팅 정보 수신,
 * application-consents.tsx), recorded with its text.
 */
export type NotifyChoice = { alimtalk: boolean; email: boolean };

export const DEFAULT_NOTIFY: NotifyChoice = { alimtalk: true, email: true };

const copy = koApplication.notify;

type NotifySectionProps = {
  value: NotifyChoice;
  error?: string;
  onChange: (next: NotifyChoice) => void;
  sectionRef: Ref<HTMLFieldSetElement>;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * 알림 받을 방법: 알림톡 (SMS when it cannot be delivered) and/or e-mail, both ticked, at least
 * one.
 */
export function NotifySection({
  value,
  error,
  onChange,
  sectionRef,
  inputRef,
}: NotifySectionProps) {
  const invalid = error ? true : undefined;
  const describedBy = error ? 'notify-error' : undefined;
  const box = (key: keyof NotifyChoice) => ({
    type: 'checkbox',
    className: 'choice__input',
    name: key,
    checked: value[key],
    onChange: (event: { target: { checked: boolean } }) =>
      onChange({ ...value, [key]: event.target.checked }),
  });
  return (
    <>
      <FormSection
        title={copy.legend}
        sectionRef={sectionRef}
        describedBy={error ? 'notify-hint notify-error' : 'notify-hint'}
      >
        <p id="notify-hint" className="field__hint">
          {copy.hint}
        </p>
        <ul className="choice-list">
          <li>
            <label className="choice">
              <input
                ref={inputRef}
                {...box('alimtalk')}
                aria-invalid={invalid}
                aria-describedby={describedBy}
              />
              <span>{copy.alimtalk}</span>
            </label>
          </li>
          <li>
            <label className="choice">
              <input {...box('email')} aria-invalid={invalid} aria-describedby={describedBy} />
              <span>{copy.email}</span>
            </label>
          </li>
        </ul>
        {error ? (
          <p id="notify-error" className="field-error">
            {error}
          </p>
        ) : null}
      </FormSection>
    </>
  );
}
