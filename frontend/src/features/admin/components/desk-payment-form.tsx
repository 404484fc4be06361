import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { groupWon } from '@shared/format/won';
import { TextField } from '../../../forms/text-field';
import { useRecordDeskPaymentMutation } from '../api/admin-api';
import type { ApplicationMoney } from '../api/types';
import { moneyErrorText } from '../money/money-errors';
import {
  checkDeskPayment,
  DESK_METHODS,
  MONEY_LIMITS,
  seoulToday,
  type DeskPaymentField,
  type DeskPaymentValues,
} from '../money/money-form';
import { PendingLabel, SelectField, TextAreaField } from './money-fields';

const t = koAdmin.money.desk;
const METHOD_OPTIONS = DESK_METHODS.map((method) => ({ value: method, label: t.methods[method] }));
const FIELD_ORDER: DeskPaymentField[] = ['amount', 'paidOn', 'method', 'note'];

type ApiError = Parameters<typeof errorMessage>[0];

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
  const [errors, setErrors] = useState<Partial<Record<DeskPaymentField, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const inFlight = useRef(false);

  const set = (field: DeskPaymentField) => (value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    // Today again: the dialog may have stayed open past midnight.
    const checked = checkDeskPayment(values, { total: money.totalAmount, today: seoulToday() });
    const texts: Partial<Record<DeskPaymentField, string>> = {};
    for (const field of FIELD_ORDER) {
      const key = checked.errors[field];
      if (key) {
        texts[field] = moneyErrorText(key, { amountField: '결제 금액', total: money.totalAmount });
      }
    }
    setErrors(texts);
    if (!checked.body) {
      const first = FIELD_ORDER.find((field) => texts[field]);
      if (first) document.getElementById(ids[first])?.focus();
      return;
    }
    setFailure(null);
    inFlight.current = true;
    onBusyChange(true);
    try {
      const answer = await record({
        applicationId: money.applicationId,
        lectureId,
        body: checked.body,
      }).unwrap();
      onDone(answer.message);
    } catch (caught) {
      const detail = errorMessage(caught as ApiError);
      setFailure(detail ? `${t.failed} ${detail}` : t.failed);
    } finally {
      inFlight.current = false;
      onBusyChange(false);
    }
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
        onSubmit={(event) => void submit(event)}
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
        {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
        <div className="admin-form__actions">
          <Button type="submit" disabled={isLoading}>
            {isLoading ? <PendingLabel text={t.submitting} /> : t.submit}
          </Button>
        </div>
      </form>
    </section>
  );
}
