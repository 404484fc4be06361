import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminRefunds } from '@/copy/ko-admin-refunds';
import { REFUND_BANKS } from '@/copy/ko-myinfo';
import { formatWon } from '@/lib/format';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useRefundApplicationMutation } from '../api';
import type { ApplicationMoney } from '../../core/types';
import { moneyErrorTexts } from '../money-errors';
import {
  checkRefund,
  MONEY_LIMITS,
  parseWon,
  type RefundBody,
  type RefundField,
  type RefundValues,
} from '../money-form';
import { fieldOfMoneyMessage, refusalText, type MoneyApiError } from '../money-refusal';
import { MoneyConfirm } from '../../core/components/money-confirm';
import { useMoneyConfirm } from '../../core/components/use-money-confirm';
import { PendingLabel, SelectField, TextAreaField } from './money-fields';

const t = koAdmin.money.refund;
const r = koAdminRefunds.form;
const BANK_OPTIONS = REFUND_BANKS.map((bank) => ({ value: bank.code, label: bank.name }));
/** The fields in the form's order: the first with an error takes the focus. */
const FIELD_ORDER: RefundField[] = ['amount', 'reason', 'bankCode', 'accountNumber', 'holderName'];

/**
 * 환불 of a paid application (Y or P): the policy's amount prefilled and named, any whole-won
 * amount up to what is left, a reason, and the family's account for a deposited virtual account.
 * A desk payment is refunded by hand (the form says so); the server records it without calling
 * the provider. Checked here in the server's words, then POST …/refund once; a refusal shows the
 * server's message, and a lost provider answer (503) says a retry is safe.
 */
export function RefundForm({
  money,
  lectureId,
  onDone,
  onBusyChange,
}: {
  money: ApplicationMoney;
  lectureId: number;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const base = useId();
  const ids: Record<RefundField, string> = {
    amount: `${base}-amount`,
    reason: `${base}-reason`,
    bankCode: `${base}-bank`,
    accountNumber: `${base}-account`,
    holderName: `${base}-holder`,
  };
  const titleId = `${base}-title`;
  const [refund, { isLoading }] = useRefundApplicationMutation();
  const context = { amountField: '환불 금액', refundable: money.refundable };
  const form = useForm<RefundValues, RefundField>({
    initial: {
      amount: String(money.suggestion.amount),
      reason: '',
      bankCode: '',
      accountNumber: '',
      holderName: '',
    },
    validate: (values) => moneyErrorTexts(FIELD_ORDER, checkRefund(values, money).errors, context),
    order: FIELD_ORDER,
    focus: (field) => document.getElementById(ids[field])?.focus(),
    fieldOf: fieldOfMoneyMessage(FIELD_ORDER, context),
    onPendingChange: onBusyChange,
  });
  // 503: the provider's answer was lost, so the money may have moved: a retry is safe.
  const failure = form.refusal
    ? refusalText(form.refusal.caught as MoneyApiError, t.failed, true)
    : null;

  // A refund this administrator may not make alone becomes a request for the owner (issue 32):
  // said before it is asked, as the server will decide it (its allowance, an account typed here).
  const waits = (amount: number | null) =>
    money.needsRefundAccount ||
    (amount !== null && money.allowance.directLeft !== null && amount > money.allowance.directLeft);
  const willWait = waits(parseWon(form.values.amount));

  // Asked once with what will move before anything is sent (issue 36).
  const { asking, ask, confirm, back } = useMoneyConfirm(
    form.handleSubmit,
    (values: RefundValues) => checkRefund(values, money).body,
    async (body: RefundBody) => {
      const answer = await refund({ applicationId: money.applicationId, lectureId, body }).unwrap();
      onDone(answer.message);
    },
  );
  const askingWaits = asking ? waits(asking.amount) : false;
  const submitLabel = willWait ? r.request : money.paidAtDesk ? t.submitDesk : t.submit;

  const suggestion = t.suggestion(formatWon(money.suggestion.amount), money.suggestion.note);
  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.title}
      </h3>
      <p className="admin-panel__lead">
        {money.paidAtDesk ? (money.method === 'CASH' ? r.deskCash : t.desk) : t.lead}
      </p>
      {money.allowance.role === 'STAFF' ? (
        <p className="admin-money__note" id={`${base}-allowance`}>
          {allowanceText(money.allowance)}
        </p>
      ) : null}
      <form
        className="admin-form admin-money__form"
        noValidate
        aria-busy={isLoading}
        aria-labelledby={titleId}
        onSubmit={(event) => void ask(event)}
        // A change after the question: asked again with what is typed now.
        onInput={back}
      >
        <TextField
          id={ids.amount}
          label={t.amount}
          hint={`${suggestion} · ${t.refundable(formatWon(money.refundable))}`}
          inputMode="numeric"
          autoComplete="off"
          required
          aria-required="true"
          {...form.field('amount')}
        />
        <TextAreaField
          id={ids.reason}
          label={t.reason}
          hint={money.paidAtDesk ? t.reasonHintDesk : t.reasonHint}
          rows={3}
          maxLength={MONEY_LIMITS.reason}
          required
          aria-required="true"
          {...form.field('reason')}
        />
        {money.needsRefundAccount ? (
          <fieldset className="admin-fieldset admin-money__account">
            <legend className="field__label">{t.account}</legend>
            <SelectField
              id={ids.bankCode}
              label={t.bank}
              placeholder={t.bankPlaceholder}
              options={BANK_OPTIONS}
              required
              aria-required="true"
              {...form.field('bankCode')}
            />
            <TextField
              id={ids.accountNumber}
              label={t.accountNumber}
              hint={t.accountHint}
              inputMode="numeric"
              autoComplete="off"
              required
              aria-required="true"
              {...form.field('accountNumber')}
            />
            <TextField
              id={ids.holderName}
              label={t.holderName}
              autoComplete="off"
              maxLength={MONEY_LIMITS.holder}
              required
              aria-required="true"
              {...form.field('holderName')}
            />
          </fieldset>
        ) : null}
        {failure ? (
          <StatusMessage tone="error">
            {failure.text}
            {failure.retrySafe ? (
              <>
                <br />
                {t.retrySafe}
              </>
            ) : null}
          </StatusMessage>
        ) : null}
        {asking ? (
          <MoneyConfirm
            question={(askingWaits
              ? r.confirmRequest
              : money.paidAtDesk
                ? t.confirm.questionDesk
                : t.confirm.question)(formatWon(asking.amount))}
            details={refundDetails(money, asking, askingWaits)}
            confirmLabel={askingWaits ? r.request : money.paidAtDesk ? t.submitDesk : t.submit}
            busyLabel={t.submitting}
            backLabel={t.confirm.back}
            busy={isLoading}
            onConfirm={() => void confirm()}
            onBack={back}
          />
        ) : (
          <div className="admin-form__actions">
            <Button type="submit" className="btn--danger" disabled={isLoading}>
              {isLoading ? <PendingLabel text={t.submitting} /> : submitLabel}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}

/** What a staff member may refund alone here, said before they ask. */
function allowanceText(allowance: ApplicationMoney['allowance']): string {
  if (allowance.perApplication === null || allowance.directLeft === null) return r.noAllowance;
  return r.allowance(
    formatWon(allowance.directLeft),
    formatWon(allowance.perApplication),
    allowance.perDay === null ? null : formatWon(allowance.perDay),
  );
}

/** Where the money goes, in words, and why: the confirm step's lines. */
function refundDetails(money: ApplicationMoney, body: RefundBody, waits: boolean): string[] {
  const account = body.refundAccount;
  const destination = money.paidAtDesk
    ? t.confirm.desk(money.methodName)
    : account
      ? t.confirm.account(
          BANK_OPTIONS.find((bank) => bank.value === account.bankCode)?.label ?? account.bankCode,
          account.accountNumber.slice(-4),
          account.holderName,
        )
      : t.confirm.card(money.methodName);
  return [
    destination,
    ...(waits ? [r.requestNote] : []),
    ...(money.paidAtDesk && money.method === 'CASH' && !waits ? [r.handBackNote] : []),
    t.confirm.reason(body.reason),
  ];
}
