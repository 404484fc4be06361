import { koAdmin } from '@/copy/ko-admin';
import { formatWon } from '@/lib/format';
import type { MoneyErrorKey } from './money-form';

const e = koAdmin.money.errors;

/**
 * The sentence of a money form's check (money-form.ts answers keys), in the server's words.
 * `amountField` names the amount in "…은 1원 이상의 정수(원)로" (환불 금액 / 결제 금액).
 */
export function moneyErrorText(
  key: MoneyErrorKey,
  context: { amountField: string; refundable?: number; total?: number },
): string {
  switch (key) {
    case 'amountInvalid':
      return e.amountInvalid(context.amountField);
    case 'amountTooLarge':
      return e.amountTooLarge(formatWon(context.refundable ?? 0));
    case 'deskAmount':
      return e.deskAmount(formatWon(context.total ?? 0));
    default:
      return e[key];
  }
}

/** The sentences of a check's keys, field by field (only the fields named in `order`). */
export function moneyErrorTexts<F extends string>(
  order: readonly F[],
  keys: Partial<Record<F, MoneyErrorKey>>,
  context: Parameters<typeof moneyErrorText>[1],
): Partial<Record<F, string>> {
  const texts: Partial<Record<F, string>> = {};
  for (const field of order) {
    const key = keys[field];
    if (key) texts[field] = moneyErrorText(key, context);
  }
  return texts;
}
