import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import type { DepositInit, DepositMethod } from '../types';
import { useLinkPayment } from '../use-link-payment';
import { DepositChoice } from './deposit-choice';

/** The words a payment link's controls say, from its page's copy. */
export interface LinkPayWords {
  refused: (reason: string) => string;
  scriptFailed: string;
  windowClosed: string;
  opening: string;
  question: string;
  call: (phone: string) => string;
}

/**
 * The bottom of a payment link's page (a deposit's, a 회기권's): 카드 or 계좌이체, what the window
 * brought back, the button that opens it, and the centre's phone.
 */
export function LinkPayControls({
  code,
  reason,
  busy,
  start,
  words,
  onEnded,
  submitLabel,
  phone,
}: {
  code: string | null;
  reason: string | null;
  busy: boolean;
  start: (method: DepositMethod) => Promise<DepositInit>;
  words: LinkPayWords;
  onEnded: () => void;
  submitLabel: string;
  phone: string | undefined;
}) {
  const { method, setMethod, closed, problem, problemRef, pay } = useLinkPayment({
    code,
    reason,
    busy,
    start,
    words,
    onEnded,
  });
  return (
    <>
      <DepositChoice method={method} onChange={setMethod} />
      <div ref={problemRef} tabIndex={-1}>
        {problem ? <StatusMessage tone="error">{problem}</StatusMessage> : null}
        {!problem && closed ? (
          <StatusMessage tone="info">{words.windowClosed}</StatusMessage>
        ) : null}
      </div>
      <Button
        variant="primary"
        className="btn--large btn--block"
        disabled={busy}
        onClick={() => void pay()}
      >
        {busy ? words.opening : submitLabel}
      </Button>
      {phone ? (
        <p className="booking-page__question">
          {words.question} <a href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{words.call(phone)}</a>
        </p>
      ) : null}
    </>
  );
}
