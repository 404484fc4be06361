import { PAYMENT_METHOD_OPTIONS, koApplication as copy } from '@/copy/ko-application';
import type { PaymentMethodName } from '@/lib/payment-navigation';
import { FormSection } from './form-section';

type PayMethodSectionProps = {
  value: PaymentMethodName;
  onChange: (method: PaymentMethodName) => void;
};

/** How the applicant will pay (card, transfer, virtual account, ...). */
export function PayMethodSection({ value, onChange }: PayMethodSectionProps) {
  return (
    <FormSection title={copy.method.legend} describedBy="method-hint">
      <ul className="choice-list choice-list--methods">
        {PAYMENT_METHOD_OPTIONS.map((option) => (
          <li key={option.value}>
            <label className="choice">
              <input
                type="radio"
                className="choice__input"
                name="payMethod"
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
              />
              <span>{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
      <p id="method-hint" className="field__hint">
        {copy.method.virtualAccountHint}
      </p>
    </FormSection>
  );
}
