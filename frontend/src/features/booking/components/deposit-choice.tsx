import { koBooking } from '@/copy/ko-booking';
import type { DepositMethod } from '../types';

const METHODS: DepositMethod[] = ['카드', '계좌이체'];

/** 결제 수단 of a deposit: card or transfer (no 가상계좌: a held time never waits for a deposit). */
export function DepositChoice({
  method,
  onChange,
}: {
  method: DepositMethod;
  onChange: (method: DepositMethod) => void;
}) {
  const t = koBooking.deposit;
  return (
    <fieldset className="booking-deposit__methods">
      <legend>{t.method}</legend>
      {METHODS.map((each) => (
        <label key={each} className="choice">
          <input
            className="choice__input"
            type="radio"
            name="booking-deposit-method"
            checked={method === each}
            onChange={() => onChange(each)}
          />
          <span>{each === '카드' ? t.card : t.transfer}</span>
        </label>
      ))}
    </fieldset>
  );
}

/** What a type with a deposit says before booking: the amounts and the written policy. */
export function DepositNote({
  deposit,
  price,
  cancelDeadlineHours,
  formatWon,
  lead,
}: {
  deposit: number;
  price: number;
  cancelDeadlineHours: number;
  formatWon: (won: number) => string;
  /** Said instead of the booking's own lead (a payment link: the centre chose the time). */
  lead?: string;
}) {
  const t = koBooking.deposit;
  return (
    <div className="booking-deposit">
      <h2 className="form-section__title">{t.heading}</h2>
      <p>{lead ?? t.lead(formatWon(deposit), formatWon(price - deposit))}</p>
      <p>{t.policy(cancelDeadlineHours)}</p>
      {lead ? null : <p>{t.held}</p>}
    </div>
  );
}
