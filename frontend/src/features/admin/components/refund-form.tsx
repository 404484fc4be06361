import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { REFUND_BANKS } from '@/copy/ko-myinfo';
import { formatWon } from '@/lib/format';
import { TextField } from '../../../forms/text-field';
import { useRefundApplicationMutation } from '../api/admin-api';
import type { ApplicationMoney } from '../api/types';
import { moneyErrorTexts } from '../money/money-errors';
import {
  checkRefund,
  MONEY_LIMITS,
  type RefundField,
  type RefundValues,
} from '../money/money-form';
import { refusalText, useMoneySubmit } from '../money/use-money-submit';
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
  const [values, setValues] = useState<RefundValues>({
    amount: String(money.suggestion.amount),
    reason: '',
    bankCode: '',
    accountNumber: '',
    holderName: '',
  });
  const { errors, failure, submit } = useMoneySubmit({
    ids,
    order: FIELD_ORDER,
    onDone,
    onBusyChange,
  });

  const set = (field: RefundField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkRefund(values, money);
    void submit(
      moneyErrorTexts(FIELD_ORDER, checked.errors, {
        amountField: '환불 금액',
        refundable: money.refundable,
      }),
      checked.body,
      (body) => refund({ applicationId: money.applicationId, lectureId, body }).unwrap(),
      // 503: the provider's answer was lost, so the money may have moved: a retry is safe.
      (caught) => refusalText(caught, t.failed, true),
    );
  };

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
        onSubmit={onSubmit}
      >
        <TextField
          id={ids.amount}
          label={t.amount}
          hint={`${suggestion} · ${t.refundable(formatWon(money.refundable))}`}
          inputMode="numeric"
          autoComplete="off"
          required
          aria-required="true"
          value={values.amount}
          error={errors.amount}
          onChange={(event) => set('amount')(event.target.value)}
        />
        <TextAreaField
          id={ids.reason}
          label={t.reason}
          hint={money.paidAtDesk ? t.reasonHintDesk : t.reasonHint}
          rows={3}
          maxLength={MONEY_LIMITS.reason}
          required
          aria-required="true"
          value={values.reason}
          error={errors.reason}
          onChange={(event) => set('reason')(event.target.value)}
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
              value={values.bankCode}
              error={errors.bankCode}
              onChange={(event) => set('bankCode')(event.target.value)}
            />
            <TextField
              id={ids.accountNumber}
              label={t.accountNumber}
              hint={t.accountHint}
              inputMode="numeric"
              autoComplete="off"
              required
              aria-required="true"
              value={values.accountNumber}
              error={errors.accountNumber}
              onChange={(event) => set('accountNumber')(event.target.value)}
            />
            <TextField
              id={ids.holderName}
              label={t.holderName}
              autoComplete="off"
              maxLength={MONEY_LIMITS.holder}
              required
              aria-required="true"
              value={values.holderName}
              error={errors.holderName}
              onChange={(event) => set('holderName')(event.target.value)}
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
