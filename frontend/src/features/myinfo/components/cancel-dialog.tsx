import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { StatusMessage } from '@/components/ui/status-message';
import { REFUND_BANKS, koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage } from '@/lib/api-error';
import { formatWon } from '@/lib/format';
import { formatPhone } from '@shared/format/phone';
import { useCancelApplicationMutation } from '../api';
import { useSendCodeMutation } from '../../../forms/family-proof/api';
import { pendingFrom, type PendingCode } from '../../../forms/family-proof/pending-code';
import type { Cancellation, CancelRequest, FamilyContact, LectureInfo } from '../types';
import { TextField } from '../../../forms/text-field';
import { CodeStep } from '../../../forms/family-proof/code-step';

type AccountErrors = { bank?: string; account?: string; holder?: string };
type ApiError = Parameters<typeof errorMessage>[0];

/** Whether the cancel asked for a code typed again (a refund account needs a fresh proof). */
function needsFreshCode(caught: unknown): boolean {
  const data = (caught as { data?: { code?: unknown } } | undefined)?.data;
  return data?.code === 'FRESH_PROOF_REQUIRED';
}

/**
 * Confirms 결제 취소 / 신청 취소 in a modal <dialog>: the refund the server previews, a refund
 * account when the payment was a deposited virtual account, then POST /api/guest/cancel once.
 * When the refund account needs a fresher code (403 FRESH_PROOF_REQUIRED), the dialog asks one
 * for the proven contact (`purpose: 'refresh'`) and, once it is typed, sends the same cancel
 * with the same account once more.
 */
export function CancelDialog({
  info,
  cancellation,
  contact,
  onClose,
}: {
  info: LectureInfo;
  cancellation: Cancellation;
  /** The contact the family proved (the fresh code goes there); null: none known. */
  contact: FamilyContact | null;
  onClose: () => void;
}) {
  const t = koMyInfo.cancel;
  const titleId = useId();
  const [cancel, { isLoading }] = useCancelApplicationMutation();
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [errors, setErrors] = useState<AccountErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  // The centre must approve a refund to an account in another name (issue 32): said, not closed.
  const [waiting, setWaiting] = useState<string | null>(null);
  const inFlight = useRef(false);
  const withdraw = cancellation.kind === 'WITHDRAW';
  // The fresh-code step: null (not asked), 'ask' (인증번호 받기), or the code sent.
  const [fresh, setFresh] = useState<null | 'ask' | PendingCode>(null);
  const [freshError, setFreshError] = useState<string | null>(null);
  const pending = useRef<CancelRequest | null>(null);
  const [sendCode, { isLoading: sending }] = useSendCodeMutation();

  useEffect(() => {
    if (fresh === 'ask') document.getElementById('fresh-code-ask')?.focus();
  }, [fresh]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    let refundAccount;
    if (cancellation.needsRefundAccount) {
      const digits = accountNumber.replace(/[\s-]/g, '');
      const found: AccountErrors = {};
      if (!bankCode) found.bank = t.bankRequired;
      if (!/^\d{6,20}$/.test(digits)) found.account = t.accountRequired;
      if (!holderName.trim()) found.holder = t.holderRequired;
      setErrors(found);
      if (found.bank || found.account || found.holder) {
        const first = found.bank
          ? 'refund-bank'
          : found.account
            ? 'refund-account'
            : 'refund-holder';
        document.getElementById(first)?.focus();
        return;
      }
      refundAccount = { bankCode, accountNumber: digits, holderName: holderName.trim() };
    }
    await send({ applicationId: info.applicationId, refundAccount });
  };

  /** POST /api/guest/cancel once; a refusal for a stale proof opens the fresh-code step. */
  const send = async (request: CancelRequest) => {
    inFlight.current = true;
    setFailure(null);
    try {
      const answer = await cancel(request).unwrap();
      inFlight.current = false;
      setFresh(null);
      if (answer.awaitingApproval && answer.message) setWaiting(answer.message);
      else onClose();
    } catch (caught) {
      inFlight.current = false;
      if (contact && needsFreshCode(caught) && fresh === null) {
        pending.current = request;
        setFreshError(null);
        setFresh('ask');
        return;
      }
      setFresh(null);
      setFailure(errorMessage(caught as ApiError));
    }
  };

  const askCode = async () => {
    if (!contact || sending) return;
    setFreshError(null);
    try {
      const sent = await sendCode({ ...contact, purpose: 'refresh' }).unwrap();
      if (sent.proven) await retry();
      else setFresh(pendingFrom({ ...contact }, shownAs, sent));
    } catch (caught) {
      setFreshError(errorMessage(caught as ApiError));
      document.getElementById('fresh-code-ask')?.focus();
    }
  };

  /** The same cancel, with the same account, once the fresh code was typed. */
  const retry = async () => {
    if (pending.current && !inFlight.current) await send(pending.current);
  };

  const shownAs = contact?.email ?? formatPhone(contact?.phone ?? '');

  const bankErrorId = errors.bank ? 'refund-bank-error' : undefined;

  return (
    <Dialog
      className="cancel-dialog"
      labelledBy={titleId}
      dismissible={!isLoading}
      onClose={onClose}
    >
      {fresh !== null && contact ? (
        <div className="cancel-dialog__fresh" aria-busy={isLoading || sending}>
          <h2 id={titleId}>{t.dialogTitle(info.lectureTitle)}</h2>
          <p>{t.freshLead}</p>
          {fresh === 'ask' ? (
            <>
              {freshError ? <StatusMessage tone="error">{freshError}</StatusMessage> : null}
              <Button
                id="fresh-code-ask"
                className="btn--large"
                onClick={() => void askCode()}
                disabled={sending}
              >
                {sending ? koMyInfo.door.sending : koMyInfo.door.send}
              </Button>
            </>
          ) : (
            <CodeStep
              contact={contact}
              shownAs={shownAs}
              expiresAt={fresh.expiresAt}
              resendAt={fresh.resendAt}
              purpose="refresh"
              onProven={() => void retry()}
            />
          )}
          {isLoading ? <StatusMessage>{t.retrying}</StatusMessage> : null}
          <div className="cancel-dialog__actions">
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              {t.close}
            </Button>
          </div>
        </div>
      ) : (
        <form noValidate onSubmit={submit} aria-busy={isLoading}>
          <h2 id={titleId}>{t.dialogTitle(info.lectureTitle)}</h2>
          {withdraw && cancellation.refundAmount === 0 ? (
            <p>{t.withdrawNote}</p>
          ) : (
            <>
              <p className="cancel-dialog__preview">
                {t.preview(formatWon(cancellation.refundAmount))}
              </p>
              <p>{t.rate(cancellation.refundRate)}</p>
            </>
          )}
          {cancellation.needsRefundAccount ? (
            <fieldset className="refund-account">
              <legend>{t.accountLegend}</legend>
              <div className="field">
                <label className="field__label" htmlFor="refund-bank">
                  {t.bank}
                </label>
                <select
                  id="refund-bank"
                  className="field__input"
                  value={bankCode}
                  aria-invalid={errors.bank ? true : undefined}
                  aria-describedby={bankErrorId}
                  onChange={(event) => setBankCode(event.target.value)}
                >
                  <option value="">{t.bankPlaceholder}</option>
                  {REFUND_BANKS.map((bank) => (
                    <option key={bank.code} value={bank.code}>
                      {bank.name}
                    </option>
                  ))}
                </select>
                {errors.bank ? (
                  <p id={bankErrorId} className="field-error">
                    {errors.bank}
                  </p>
                ) : null}
              </div>
              <TextField
                id="refund-account"
                label={t.accountNumber}
                hint={t.accountHint}
                inputMode="numeric"
                autoComplete="off"
                value={accountNumber}
                error={errors.account}
                onChange={(event) => setAccountNumber(event.target.value)}
              />
              <TextField
                id="refund-holder"
                label={t.holderName}
                autoComplete="name"
                value={holderName}
                error={errors.holder}
                onChange={(event) => setHolderName(event.target.value)}
              />
            </fieldset>
          ) : null}
          {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
          {waiting ? <StatusMessage>{waiting}</StatusMessage> : null}
          <div className="cancel-dialog__actions">
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              {t.close}
            </Button>
            {waiting ? null : (
              <Button type="submit" disabled={isLoading}>
                {isLoading ? t.confirming : t.confirm}
              </Button>
            )}
          </div>
        </form>
      )}
    </Dialog>
  );
}
