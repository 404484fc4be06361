import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { REFUND_BANKS } from '@/copy/ko-myinfo';
import { formatWon } from '@/lib/format';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useRefundApplicationMutation } from '../api';
import type { ApplicationMoney } from '../../core/types';
import { moneyErrorTexts } from '../money-errors';
import { checkRefund, MONEY_LIMITS, type RefundField, type RefundValues } from '../money-form';
import { fieldOfMoneyMessage, refusalText, type MoneyApiError } from '../money-refusal';
import { PendingLabel, SelectField, TextAreaField } from './money-fields';

const t = koAdmin.money.refund;
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

  const onSubmit = form.handleSubmit(async (values) => {
    const body = checkRefund(values, money).body;
    if (!body) return;
    const answer = await refund({ applicationId: money.applicationId, lectureId, body }).unwrap();
    onDone(answer.message);
  });

  const suggestion = t.suggestion(formatWon(money.suggestion.amount), money.suggestion.note);
  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.title}
      </h3>
      <p className="admin-panel__lead">{money.paidAtDesk ? t.desk : t.lead}</p>
      <form
        className="admin-form admin-money__form"
        noValidate
        aria-busy={isLoading}
        aria-labelledby={titleId}
        onSubmit={(event) => void onSubmit(event)}
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
        <div className="admin-form__actions">
          <Button type="submit" className="btn--danger" disabled={isLoading}>
            {isLoading ? (
              <PendingLabel text={t.submitting} />
            ) : money.paidAtDesk ? (
              t.submitDesk
            ) : (
              t.submit
            )}
          </Button>
        </div>
      </form>
    </section>
  );
}
