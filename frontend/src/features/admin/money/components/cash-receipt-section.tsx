import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage, errorStatus } from '@/lib/api-error';
import { formatInstant, formatWon } from '@/lib/format';
import { TextField } from '@/forms/text-field';
import { useForm } from '@/forms/use-form';
import { useIssueCashReceiptMutation } from '../api';
import type { ApplicationMoney, CashReceiptView } from '../../core/types';
import { moneyErrorTexts } from '../money-errors';
import {
  CASH_RECEIPT_TYPES,
  checkCashReceipt,
  type CashReceiptField,
  type CashReceiptValues,
} from '../money-form';
import { refusalText, type MoneyApiError } from '../money-refusal';
import { PendingLabel } from './money-fields';

const t = koAdmin.money.cashReceipt;
const FIELD_ORDER: CashReceiptField[] = ['identityNumber'];

/** The receipt as issued (or being issued, or cancelled): what, to whom (masked), when, the link. */
function ReceiptFacts({ receipt }: { receipt: CashReceiptView }) {
  const rows: [string, string | null][] = [
    [t.fields.source, t.sources[receipt.source] ?? receipt.source],
    [t.fields.type, receipt.type],
    [t.fields.state, t.states[receipt.state] ?? receipt.state],
    [t.fields.issueNumber, receipt.issueNumber],
    [t.fields.amount, receipt.amount === null ? null : formatWon(receipt.amount)],
    [t.identity[receipt.type] ?? t.identity.소득공제, receipt.identityNumber],
    [t.fields.issuedAt, receipt.issuedAt ? formatInstant(receipt.issuedAt) : null],
  ];
  return (
    <>
      <dl className="info-list admin-money__summary admin-money__receipt">
        {rows
          .filter((row): row is [string, string] => Boolean(row[1]))
          .map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      {receipt.receiptUrl ? (
        <p className="admin-money__receipt-link">
          <a href={receipt.receiptUrl} target="_blank" rel="noopener noreferrer">
            {t.link} {t.opensInNewTab}
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * Issues the 현금영수증 of money the centre took in cash or into its account: 소득공제 with the
 * family's mobile number or 지출증빙 with a 사업자등록번호, one input whose label follows the
 * choice. Checked here in the server's words, then POST …/cash-receipt once; a 400 (a number the
 * server or the provider refused) is shown beside the number, any other refusal in the form's
 * alert (a lost answer, 503, says a retry cannot issue twice). While a request's answer is
 * missing (PENDING) the button retries it.
 */
function IssueForm({
  money,
  pending,
  onDone,
  onBusyChange,
}: {
  money: ApplicationMoney;
  pending: CashReceiptView | null;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const base = useId();
  const ids: Record<CashReceiptField, string> = { identityNumber: `${base}-identity` };
  const [issue, { isLoading }] = useIssueCashReceiptMutation();
  const form = useForm<CashReceiptValues, CashReceiptField>({
    initial: { type: pending?.type ?? '소득공제', identityNumber: '' },
    validate: (values) =>
      moneyErrorTexts(FIELD_ORDER, checkCashReceipt(values).errors, { amountField: '' }),
    order: FIELD_ORDER,
    focus: (field) => document.getElementById(ids[field])?.focus(),
    // A 400 is about the number sent (the server's or the provider's refusal of it).
    messagesOf: (caught) =>
      errorStatus(caught as MoneyApiError) === 400
        ? [errorMessage(caught as MoneyApiError) || t.failed]
        : [],
    fieldOf: () => 'identityNumber',
    onPendingChange: onBusyChange,
  });
  const { type } = form.values;
  const failure = form.refusal
    ? refusalText(form.refusal.caught as MoneyApiError, t.failed, true)
    : null;

  const onSubmit = form.handleSubmit(async (values) => {
    const body = checkCashReceipt(values).body;
    if (!body) return;
    onDone((await issue({ applicationId: money.applicationId, body }).unwrap()).message);
  });

  return (
    <form
      className="admin-form admin-money__form"
      noValidate
      aria-busy={isLoading}
      aria-label={t.form}
      onSubmit={(event) => void onSubmit(event)}
    >
      {pending ? <p className="admin-money__note admin-money__pending">{t.pending}</p> : null}
      <fieldset className="admin-fieldset admin-money__types">
        <legend className="field__label">{t.typeLegend}</legend>
        {CASH_RECEIPT_TYPES.map((option) => (
          <label key={option} className="admin-money__radio">
            <input
              type="radio"
              name={`${base}-type`}
              value={option}
              checked={type === option}
              onChange={() => form.setValue('type', option)}
            />
            {t.types[option].label}{' '}
            <span className="admin-money__radio-hint">({t.types[option].hint})</span>
          </label>
        ))}
      </fieldset>
      <TextField
        id={ids.identityNumber}
        label={t.identity[type]}
        hint={t.identityHint[type]}
        inputMode="tel"
        autoComplete="off"
        maxLength={20}
        required
        aria-required="true"
        {...form.field('identityNumber')}
      />
      {failure ? <StatusMessage tone="error">{failure.text}</StatusMessage> : null}
      <div className="admin-form__actions">
        <Button type="submit" disabled={isLoading}>
          {isLoading ? <PendingLabel text={t.submitting} /> : pending ? t.retry : t.submit}
        </Button>
      </div>
    </form>
  );
}

/**
 * 현금영수증 of one application in the 결제·환불 dialog: the receipt when there is one (the
 * window's for a transfer or a virtual account, the centre's for a desk payment), and the form
 * that issues the centre's when the server says it may (cash or a direct transfer, money left,
 * none issued). Nothing at all for a payment that has neither (a card).
 */
export function CashReceiptSection({
  money,
  onDone,
  onBusyChange,
}: {
  money: ApplicationMoney;
  onDone: (message: string) => void;
  onBusyChange: (busy: boolean) => void;
}) {
  const titleId = useId();
  const receipt = money.cashReceipt;
  if (!receipt && !money.canIssueCashReceipt) return null;
  const pending = receipt?.source === 'DESK' && receipt.state === 'PENDING' ? receipt : null;
  return (
    <section className="admin-money__section" aria-labelledby={titleId}>
      <h3 id={titleId} className="admin-money__heading">
        {t.title}
      </h3>
      {receipt ? <ReceiptFacts receipt={receipt} /> : null}
      {money.canIssueCashReceipt ? (
        <>
          {pending ? null : <p className="admin-panel__lead">{t.lead}</p>}
          <IssueForm
            // A new form once the receipt changes (issued, cancelled): nothing typed stays.
            key={`${receipt?.state ?? 'none'}-${receipt?.issueNumber ?? ''}`}
            money={money}
            pending={pending}
            onDone={onDone}
            onBusyChange={onBusyChange}
          />
        </>
      ) : null}
    </section>
  );
}
