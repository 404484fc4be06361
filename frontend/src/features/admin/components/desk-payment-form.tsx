import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { groupWon } from '@shared/format/won';
import { TextField } from '../../../forms/text-field';
import { useRecordDeskPaymentMutation } from '../api/admin-api';
import type { ApplicationMoney } from '../api/types';
import { moneyErrorTexts } from '../money/money-errors';
import {
  checkDeskPayment,
  DESK_METHODS,
  MONEY_LIMITS,
  seoulToday,
  type DeskPaymentField,
  type DeskPaymentValues,
} from '../money/money-form';
import { refusalText, useMoneySubmit } from '../money/use-money-submit';
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
  const [values, setValues] = useState<DeskPaymentValues>(() => ({
    amount: groupWon(money.totalAmount),
    paidOn: today,
    method: '',
    note: '',
  }));
  const { errors, failure, submit } = useMoneySubmit({
    ids,
    order: FIELD_ORDER,
    onDone,
    onBusyChange,
  });

  const set = (field: DeskPaymentField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Today again: the dialog may have stayed open past midnight.
    const checked = checkDeskPayment(values, { total: money.totalAmount, today: seoulToday() });
    void submit(
      moneyErrorTexts(FIELD_ORDER, checked.errors, {
        amountField: '결제 금액',
        total: money.totalAmount,
      }),
      checked.body,
      (body) => record({ applicationId: money.applicationId, lectureId, body }).unwrap(),
      (caught) => refusalText(caught, t.failed, false),
    );
  };

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
        onSubmit={onSubmit}
      >
        <TextField
          id={ids.amount}
          label={t.amount}
          hint={t.amountHint}
          readOnly
          value={values.amount}
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
          value={values.paidOn}
          error={errors.paidOn}
          onChange={(event) => set('paidOn')(event.target.value)}
        />
        <SelectField
          id={ids.method}
          label={t.method}
          placeholder={t.methodPlaceholder}
          options={METHOD_OPTIONS}
          required
          aria-required="true"
          value={values.method}
          error={errors.method}
          onChange={(event) => set('method')(event.target.value)}
        />
        <TextAreaField
          id={ids.note}
          label={t.note}
          hint={t.noteHint}
          rows={2}
          maxLength={MONEY_LIMITS.note}
          value={values.note}
          error={errors.note}
          onChange={(event) => set('note')(event.target.value)}
        />
        {failure ? <StatusMessage tone="error">{failure.text}</StatusMessage> : null}
        <div className="admin-form__actions">
          <Button type="submit" disabled={isLoading}>
            {isLoading ? <PendingLabel text={t.submitting} /> : t.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
