import { useRef, useState } from 'react';
import { errorMessage, errorStatus } from '@/lib/api-error';

/** A failed request as the forms read it: RTK Query's error, whatever unwrap() threw. */
export type MoneyApiError = Parameters<typeof errorMessage>[0];

/** What the form's alert says after a refusal; `retrySafe` adds the form's "다시 시도해도 됩니다". */
export interface MoneyFailure {
  text: string;
  retrySafe: boolean;
}

/** How a form reads a refusal: a sentence for its alert, or an error beside one of its fields. */
export type MoneyRefusal<F extends string> = MoneyFailure | { field: F; text: string };

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

/**
 * The submit of a money form (refund, desk payment, 현금영수증), in one place: the form's own
 * check first (each error beside its field, the first such field focused), then the request
 * once however often the button is pressed; the dialog is told it is busy (its 닫기 waits) and
 * announces the server's sentence on success; a refusal lands in the form's alert, or beside a
 * field when the form says so (a 400 about a number it sent).
 */
export function useMoneySubmit<F extends string>({
  ids,
  order,
  onDone,
  onBusyChange,
}: {
  /** Each field's element id, to focus it. */
  ids: Record<F, string>;
  /** The fields in the form's order: the first with an error takes the focus. */
  order: readonly F[];
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [failure, setFailure] = useState<MoneyFailure | null>(null);
  const inFlight = useRef(false);

  const focusFirst = (texts: Partial<Record<F, string>>) => {
    const first = order.find((field) => texts[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  /**
   * One press of the submit button: `texts` are the check's errors by field (shown whatever
   * happens), `body` what to send when there are none; `send` asks the server, `refusal` reads
   * its no.
   */
  const submit = async <B>(
    texts: Partial<Record<F, string>>,
    body: B | null,
    send: (body: B) => Promise<{ message: string }>,
    refusal: (caught: MoneyApiError) => MoneyRefusal<F>,
  ) => {
    if (inFlight.current) return;
    setErrors(texts);
    if (body === null) {
      focusFirst(texts);
      return;
    }
    setFailure(null);
    inFlight.current = true;
    onBusyChange(true);
    try {
      const answer = await send(body);
      onDone(answer.message);
    } catch (caught) {
      const read = refusal(caught as MoneyApiError);
      if ('field' in read) {
        const beside = { [read.field]: read.text } as Partial<Record<F, string>>;
        setErrors(beside);
        focusFirst(beside);
      } else {
        setFailure(read);
      }
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
  };

  return { errors, failure, submit };
}
