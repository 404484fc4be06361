import { errorMessage, errorStatus } from '@/lib/api-error';
import { moneyErrorText } from './money-errors';
import type { MoneyErrorKey } from './money-form';

/** A failed request as the forms read it: RTK Query's error, whatever unwrap() threw. */
export type MoneyApiError = Parameters<typeof errorMessage>[0];

/** What the form's alert says after a refusal; `retrySafe` adds the form's "다시 시도해도 됩니다". */
export interface MoneyFailure {
  text: string;
  retrySafe: boolean;
}

/**
 * "{failed} {the server's message}", or the server's message alone after a 503 (the provider's
 * answer was lost, so the money may have moved: not "failed") when `lostIsRetrySafe`.
 */
export function refusalText(
  caught: MoneyApiError,
  failed: string,
  lostIsRetrySafe: boolean,
): MoneyFailure {
  const detail = errorMessage(caught);
  const retrySafe = lostIsRetrySafe && errorStatus(caught) === 503;
  return {
    text: retrySafe && detail ? detail : detail ? `${failed} ${detail}` : failed,
    retrySafe,
  };
}

/** The field each of the checks' sentences is about, by the forms' field names. */
const FIELD_OF_KEY: Record<MoneyErrorKey, string> = {
  amountInvalid: 'amount',
  amountTooLarge: 'amount',
  deskAmount: 'amount',
  reasonRequired: 'reason',
  reasonTooLong: 'reason',
  bankRequired: 'bankCode',
  accountRequired: 'accountNumber',
  accountInvalid: 'accountNumber',
  holderRequired: 'holderName',
  holderTooLong: 'holderName',
  paidOnInvalid: 'paidOn',
  paidOnFuture: 'paidOn',
  methodRequired: 'method',
  noteTooLong: 'note',
  identityRequired: 'identityNumber',
  phoneInvalid: 'identityNumber',
  businessInvalid: 'identityNumber',
};

/**
 * useForm's `fieldOf` for a money form: the server's DTO messages carry no property path, but
 * they are the very sentences of the form's own checks (money-errors.ts), so a 400 message that
 * is one of them goes beside its field; any other goes to the form's alert.
 */
export function fieldOfMoneyMessage<F extends string>(
  order: readonly F[],
  context: Parameters<typeof moneyErrorText>[1],
): (message: string) => F | undefined {
  const byText = new Map<string, F>();
  for (const key of Object.keys(FIELD_OF_KEY) as MoneyErrorKey[]) {
    const field = FIELD_OF_KEY[key] as F;
    if (order.includes(field)) byText.set(moneyErrorText(key, context), field);
  }
  return (message) => byText.get(message);
}
