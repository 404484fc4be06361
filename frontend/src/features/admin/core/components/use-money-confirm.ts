import { useState } from 'react';
import type { FormEvent } from 'react';

/**
 * The wiring of a money form's confirm step (issue 36): the form's submit checks and, when the
 * values pass, asks (`asking` holds the checked body; MoneyConfirm shows it); only the confirm
 * sends, checked again with what is typed then. A refusal, or 돌아가기, goes back to the form.
 * `handleSubmit` is the form's (useForm): its checks, focus and one request at a time.
 */
export function useMoneyConfirm<V, B>(
  handleSubmit: (
    send: (values: V) => Promise<void>,
  ) => (event?: FormEvent<HTMLFormElement>) => Promise<void>,
  check: (values: V) => B | null,
  send: (body: B) => Promise<void>,
) {
  const [asking, setAsking] = useState<B | null>(null);
  const ask = handleSubmit(async (values) => {
    const body = check(values);
    if (body !== null) setAsking(body);
  });
  const checkedSend = handleSubmit(async (values) => {
    const body = check(values);
    if (body !== null) await send(body);
  });
  return {
    asking,
    /** The form's onSubmit. */
    ask,
    /** The confirm step's action: sends, then (done or refused) leaves the step. */
    confirm: async () => {
      await checkedSend();
      setAsking(null);
    },
    /** 돌아가기, or a change after the question. */
    back: () => setAsking(null),
  };
}
