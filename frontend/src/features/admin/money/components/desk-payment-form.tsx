import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { groupWon } from '@shared/format/won';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useRecordDeskPaymentMutation } from '../api';
import type { ApplicationMoney, DeskPaymentRequest } from '../../core/types';
import { formatWon } from '@/lib/format';
import { moneyErrorTexts } from '../money-errors';
import {
  checkDeskPayment,
  DESK_METHODS,
  MONEY_LIMITS,
  seoulToday,
  type DeskPaymentField,
  type DeskPaymentValues,
} from '../money-form';
import { fieldOfMoneyMessage, refusalText, type MoneyApiError } from '../money-refusal';
import { MoneyConfirm } from '../../core/components/money-confirm';
import { useMoneyConfirm } from '../../core/components/use-money-confirm';
import { PendingLabel, SelectField, TextAreaField } from './money-fields';

const t = koAdmin.money.desk;
const METHOD_OPTIONS = DESK_METHODS.map((method) => ({ value: method, label: t.methods[method] }));
const FIELD_ORDER: DeskPaymentField[] = ['amount', 'paidOn', 'method', 'note'];

/**
 * 현장 결제 기록 of an unpaid application (N): the family paid the centre directly (card at the
 * desk, cash, a transfer to the centre's account). The amount is the application's total (shown,
 * not typed: the server accepts no other), the day defaults to today in Seoul and may not be
 * later, the method is chosen. POST …/payment once; the application becomes paid (Y).
 */
export function DeskPaymentForm({
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
  const ids: Record<DeskPaymentField, string> = {
    amount: `${base}-amount`,
    paidOn: `${base}-paid-on`,
    method: `${base}-method`,
    note: `${base}-note`,
  };
  const titleId = `${base}-title`;
  const [record, { isLoading }] = useRecordDeskPaymentMutation();
  const [today] = useState(() => seoulToday());
  // Today again at each check: the dialog may have stayed open past midnight.
  const check = (values: DeskPaymentValues) =>
    checkDeskPayment(values, { total: money.totalAmount, today: seoulToday() });
  const form = useForm<DeskPaymentValues, DeskPaymentField>({
    initial: () => ({ amount: groupWon(money.totalAmount), paidOn: today, method: '', note: '' }),
    validate: (values) =>
      moneyErrorTexts(FIELD_ORDER, check(values).errors, {
        amountField: '결제 금액',
        total: money.totalAmount,
      }),
    order: FIELD_ORDER,
    focus: (field) => document.getElementById(ids[field])?.focus(),
    fieldOf: fieldOfMoneyMessage(FIELD_ORDER, {
      amountField: '결제 금액',
      total: money.totalAmount,
    }),
    onPendingChange: onBusyChange,
  });
  const { errors } = form;
  const failure = form.refusal
    ? refusalText(form.refusal.caught as MoneyApiError, t.failed, false)
    : null;

  // Asked once with what will move before anything is sent (issue 36).
  const { asking, ask, confirm, back } = useMoneyConfirm(
    form.handleSubmit,
    (values: DeskPaymentValues) => check(values).body ?? null,
    async (body: DeskPaymentRequest) => {
      const answer = await record({ applicationId: money.applicationId, lectureId, body }).unwrap();
      onDone(answer.message);
    },
  );

  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.title}
      </h3>
      <p className="admin-panel__lead">{t.lead}</p>
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
          hint={t.amountHint}
          readOnly
          value={form.values.amount}
          error={errors.amount}
        />
        <TextField
          id={ids.paidOn}
          type="date"
          label={t.paidOn}
          hint={t.paidOnHint}
          max={today}
          required
          aria-required="true"
          {...form.field('paidOn')}
        />
        <SelectField
          id={ids.method}
          label={t.method}
          placeholder={t.methodPlaceholder}
          options={METHOD_OPTIONS}
          required
          aria-required="true"
          {...form.field('method')}
        />
        <TextAreaField
          id={ids.note}
          label={t.note}
          hint={t.noteHint}
          rows={2}
          maxLength={MONEY_LIMITS.note}
          {...form.field('note')}
        />
        {failure ? <StatusMessage tone="error">{failure.text}</StatusMessage> : null}
        {asking ? (
          <MoneyConfirm
            question={t.confirm.question(formatWon(asking.amount))}
            details={[
              t.confirm.method(t.methods[asking.method] ?? asking.method, asking.paidOn),
              t.confirm.after,
            ]}
            confirmLabel={t.submit}
            busyLabel={t.submitting}
            backLabel={t.confirm.back}
            busy={isLoading}
            onConfirm={() => void confirm()}
            onBack={back}
          />
        ) : (
          <div className="admin-form__actions">
            <Button type="submit" disabled={isLoading}>
              {isLoading ? <PendingLabel text={t.submitting} /> : t.submit}
            </Button>
          </div>
        )}
      </form>
    </section>
  );
}
