import { useEffect, useRef, useState } from 'react';
import type { DepositInit, DepositMethod } from './types';

/** What the provider's window answers when the family closed it: not a refusal. */
const WINDOW_CLOSED = ['PAY_PROCESS_CANCELED', 'USER_CANCEL'];
/** The server's answers that end a link meanwhile (paid, cancelled, past its time). */
const LINK_ENDED = ['ALREADY_PAID', 'CANCELED', 'HOLD_OVER'];

/**
 * A payment link's form (a deposit's, a 회기권's): the method chosen, the provider's window opened
 * with what the server started, and what the window brought back (its `code` and `message`)
 * said: closed on purpose plainly, a refusal as a problem, focused first. A link that ended
 * meanwhile is handed to `onEnded`, so the page reads it again and says which.
 */
export function useLinkPayment({
  code,
  reason,
  busy,
  start,
  words,
  onEnded,
}: {
  code: string | null;
  reason: string | null;
  /** A start in flight: a second tap does nothing. */
  busy: boolean;
  start: (method: DepositMethod) => Promise<DepositInit>;
  words: { refused: (reason: string) => string; scriptFailed: string };
  onEnded: () => void;
}) {
  const [method, setMethod] = useState<DepositMethod>('카드');
  const closed = !!code && (WINDOW_CLOSED.includes(code) || !reason);
  const [problem, setProblem] = useState<string | null>(
    code && !closed && reason ? words.refused(reason) : null,
  );
  const problemRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (code) problemRef.current?.focus();
  }, [code]);

  const pay = async () => {
    if (busy) return;
    setProblem(null);
    try {
      const init = await start(method);
      const { openPaymentWindow } = await import('@/lib/payment-window');
      await openPaymentWindow(init);
    } catch (caught) {
      const data = (caught as { data?: { message?: string; code?: string } }).data;
      if (data?.message) {
        setProblem(data.message);
        if (LINK_ENDED.includes(data.code ?? '')) onEnded();
      } else setProblem(words.scriptFailed);
    }
  };

  return { method, setMethod, closed, problem, problemRef, pay };
}
