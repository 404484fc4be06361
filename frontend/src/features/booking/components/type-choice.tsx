import { ANY_COUNSELLOR } from '@shared/booking';
import { koBooking } from '@/copy/ko-booking';
import { formatWon } from '@/lib/format';
import type { BookingType } from '../types';

/** 상담 종류: each type with its length, its price paid at the centre and what it is. */
export function TypeChoice({
  types,
  typeId,
  onChange,
}: {
  types: readonly BookingType[];
  typeId: number | null;
  onChange: (typeId: number) => void;
}) {
  const t = koBooking.type;
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        <h2 className="form-section__title">{t.heading}</h2>
      </legend>
      <ul className="choice-list">
        {types.map((type) => (
          <li key={type.id}>
            <label className="choice booking-choice">
              <input
                className="choice__input"
                type="radio"
                name="booking-type"
                checked={type.id === typeId}
                onChange={() => onChange(type.id)}
                aria-describedby={`booking-type-${type.id}-about`}
              />
              <span className="booking-choice__text">
                <strong>{type.name}</strong>
                <span id={`booking-type-${type.id}-about`} className="booking-choice__about">
                  <span>
                    {t.minutes(type.durationMinutes)} ·{' '}
                    {type.deposit > 0
                      ? t.priceWithDeposit(formatWon(type.price), formatWon(type.deposit))
                      : t.price(formatWon(type.price))}
                  </span>
                  {type.description ? <span>{type.description}</span> : null}
                </span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** 상담 선생님: one of the type's counsellors, or 상관없음 (the least-booked one free then). */
export function CounsellorChoice({
  type,
  counsellor,
  onChange,
}: {
  type: BookingType;
  counsellor: string;
  onChange: (counsellor: string) => void;
}) {
  const t = koBooking.counsellor;
  const choices: [string, string, string?][] = [
    [ANY_COUNSELLOR, t.any, t.anyHint],
    ...type.counsellors.map((each): [string, string] => [String(each.id), t.name(each.name)]),
  ];
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">
        <h2 className="form-section__title">{t.heading}</h2>
      </legend>
      <ul className="choice-list booking-counsellors">
        {choices.map(([value, label, hint]) => (
          <li key={value}>
            <label className="choice booking-choice">
              <input
                className="choice__input"
                type="radio"
                name="booking-counsellor"
                checked={counsellor === value}
                onChange={() => onChange(value)}
              />
              <span className="booking-choice__text">
                <strong>{label}</strong>
                {hint ? <span className="booking-choice__about">{hint}</span> : null}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
