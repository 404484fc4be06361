import { useId, useRef, useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminCalendar } from '@/copy/ko-admin-calendar';
import { SelectField } from '@/forms/select-field';
import { TextField } from '@/forms/text-field';
import { useForm, type FieldErrors } from '@/forms/use-form';
import { formatWon } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { clockOf, longDayLabel, seoulDateOf, seoulMinutesOf } from '../calendar-dates';
import { AdminListPage } from '../../core/components/admin-list-page';
import { useIsOwner } from '../../core/components/owner-only';
import { ReasonConfirmDialog } from '../../core/components/reason-confirm-dialog';
import {
  useCancelPackageMutation,
  useCalendarChoicesQuery,
  useRefundPackageMutation,
  useSellPackageMutation,
  useSessionPackagesQuery,
  type SellPackageRequest,
  type SessionPackageRow,
} from '../api';
import '@/forms/forms.css';
import '../../core/admin-pages.css';
import './admin-calendar.css';

const t = koAdminCalendar.packages;

type PackageField = keyof typeof t.fields | 'payment';
type PackageValues = Record<PackageField, string>;

const ORDER: readonly PackageField[] = [
  'typeId',
  'sessions',
  'price',
  'payment',
  'method',
  'guardianName',
  'childName',
  'phone',
  'email',
  'note',
];

const EMPTY: PackageValues = {
  typeId: '',
  sessions: '4',
  price: '',
  payment: 'DESK',
  method: '',
  guardianName: '',
  childName: '',
  phone: '',
  email: '',
  note: '',
};

const WHOLE = /^\d{1,9}$/;
/** "200,000" or " 200000 " → 200000; anything else NaN. */
const numberOf = (text: string) => {
  const plain = text.replace(/,/g, '').trim();
  return WHOLE.test(plain) ? Number(plain) : Number.NaN;
};

/** The form's own checks; ranges and formats are the server's to judge (beside the field). */
export function packageErrors(values: PackageValues): FieldErrors<PackageField> {
  const errors: FieldErrors<PackageField> = {};
  if (!values.typeId) errors.typeId = t.typeMissing;
  if (Number.isNaN(numberOf(values.sessions))) errors.sessions = t.sessionsMissing;
  if (Number.isNaN(numberOf(values.price))) errors.price = t.priceMissing;
  // The method (and the desk's note) only for a payment taken at the desk.
  if (values.payment !== 'LINK' && !values.method) errors.method = t.methodMissing;
  if (!values.guardianName.trim()) errors.guardianName = t.guardianMissing;
  if (!values.childName.trim()) errors.childName = t.childMissing;
  if (!values.phone.trim() && !values.email.trim()) errors.phone = t.contactMissing;
  return errors;
}

export function packageRequestOf(values: PackageValues): SellPackageRequest {
  const link = values.payment === 'LINK';
  return {
    typeId: Number(values.typeId),
    sessions: numberOf(values.sessions),
    price: numberOf(values.price),
    ...(link
      ? { payByLink: true }
      : { method: values.method as NonNullable<SellPackageRequest['method']> }),
    guardianName: values.guardianName.trim(),
    childName: values.childName.trim(),
    ...(values.phone.trim() ? { phone: values.phone.trim() } : {}),
    ...(values.email.trim() ? { email: values.email.trim() } : {}),
    ...(!link && values.note.trim() ? { note: values.note.trim() } : {}),
  };
}

/** "12월 3일 목요일 오후 2:00" (Seoul): a link's deadline. */
function deadline(instant: string): string {
  return `${longDayLabel(seoulDateOf(instant))} ${clockOf(seoulMinutesOf(instant))}`;
}

/** Where a package stands, in the desk's words. */
function statusOf(pack: SessionPackageRow): string {
  switch (pack.status) {
    case 'PAID':
      return pack.byLink ? t.paidOnline : t.paid;
    case 'REFUNDED':
      return t.refunded(formatWon(pack.refundedAmount));
    case 'CANCELLED':
      return t.cancelled;
    case 'DUE':
      return pack.payLinkPath && pack.payUntil ? t.due(deadline(pack.payUntil)) : t.over;
  }
}

/** Which field a server message is about, by the label it starts with. */
function fieldOf(message: string): PackageField | undefined {
  if (message.startsWith('회기 수')) return 'sessions';
  if (message.startsWith('금액')) return 'price';
  if (message.startsWith('결제 수단')) return 'method';
  if (message.startsWith('결제 방법')) return 'payment';
  if (message.startsWith('보호자')) return 'guardianName';
  if (message.startsWith('자녀')) return 'childName';
  if (message.startsWith('휴대폰')) return 'phone';
  if (message.startsWith('이메일')) return 'email';
  if (message.startsWith('상담 종류')) return 'typeId';
  if (message.startsWith('메모')) return 'note';
  return undefined;
}

/**
 * /admin/session-packages (issue 37): 회기권 sold at the desk, with the sessions each family has
 * used; the owner refunds the unused ones. Any account sells one (money in); a counsellor sees
 * only their families' packages.
 */
export default function AdminSessionPackagesPage() {
  useDocumentTitle(t.title);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const query = useSessionPackagesQuery();
  const isOwner = useIsOwner();
  const [notice, setNotice] = useState<string | null>(null);
  const [refunding, setRefunding] = useState<SessionPackageRow | null>(null);
  const [cancelling, setCancelling] = useState<SessionPackageRow | null>(null);
  const [refund] = useRefundPackageMutation();
  const [cancel] = useCancelPackageMutation();

  return (
    <AdminListPage
      title={t.title}
      headingRef={headingRef}
      lead={
        <>
          <p className="admin-panel__lead">{t.lead}</p>
          {notice ? <StatusMessage>{notice}</StatusMessage> : null}
        </>
      }
      query={query}
      rowCount={query.data?.length}
      empty={t.empty}
      caption={t.caption}
      after={<SellForm onSold={setNotice} />}
    >
      <ul className="session-packages" aria-busy={query.isFetching}>
        {(query.data ?? []).map((pack) => {
          const who = `${pack.childName} (${pack.guardianName})`;
          return (
            <li key={pack.id} className="session-packages__item">
              <h2 className="session-packages__title">{who}</h2>
              <p>
                {pack.typeName} · {t.sessions(pack.sessionsUsed, pack.sessionsTotal)}
              </p>
              <p>
                {formatWon(pack.price)} · {pack.method ?? t.byLink} · {statusOf(pack)}
              </p>
              <p className="session-packages__contact">
                {[pack.phone, pack.email].filter(Boolean).join(' · ')}
              </p>
              {pack.payLinkPath ? (
                <CopyField
                  className="calendar-panel__link"
                  label={t.linkAddress}
                  value={`${window.location.origin}${pack.payLinkPath}`}
                  hint={t.linkHint}
                  copy={{ label: t.linkCopy, copied: t.linkCopied, failed: t.linkCopyFailed }}
                />
              ) : null}
              {pack.status === 'DUE' ? (
                <Button
                  variant="secondary"
                  className="btn--small"
                  aria-label={t.cancelLabel(who)}
                  onClick={() => {
                    setNotice(null);
                    setCancelling(pack);
                  }}
                >
                  {t.cancel}
                </Button>
              ) : null}
              {isOwner && pack.refundable > 0 ? (
                <Button
                  variant="secondary"
                  className="btn--small"
                  aria-label={t.refundLabel(who)}
                  onClick={() => {
                    setNotice(null);
                    setRefunding(pack);
                  }}
                >
                  {t.refund}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {refunding ? (
        <ReasonConfirmDialog
          className="session-packages-refund"
          title={t.refundTitle}
          describedByLead
          lead={
            <p className="admin-panel__lead">
              {(refunding.byLink ? t.refundLeadOnline : t.refundLead)(
                formatWon(refunding.refundable),
                `${refunding.childName} · ${refunding.typeName}`,
              )}
            </p>
          }
          copy={
            refunding.byLink ? { ...t.refundCopy, confirm: t.refundOnlineConfirm } : t.refundCopy
          }
          maxLength={200}
          check={(text) => {
            const reason = text.trim();
            if (!reason) return { reason: null, error: t.refundRequired };
            if (reason.length > 200) return { reason: null, error: t.refundTooLong };
            return { reason, error: null };
          }}
          onConfirm={async (reason) => {
            await refund({
              id: refunding.id,
              reason,
              expectedAmount: refunding.refundable,
            }).unwrap();
            setRefunding(null);
            setNotice(t.refundDone);
            // Its button is gone with the refund: the focus goes back to the page's title.
            window.setTimeout(() => headingRef.current?.focus(), 0);
          }}
          onClose={() => setRefunding(null)}
        />
      ) : null}
      {cancelling ? (
        <ReasonConfirmDialog
          className="session-packages-cancel"
          title={t.cancelTitle}
          describedByLead
          lead={
            <p className="admin-panel__lead">
              {t.cancelLead(`${cancelling.childName} · ${cancelling.typeName}`)}
            </p>
          }
          copy={t.cancelCopy}
          maxLength={200}
          check={(text) => {
            const reason = text.trim();
            if (!reason) return { reason: null, error: t.cancelRequired };
            if (reason.length > 200) return { reason: null, error: t.cancelTooLong };
            return { reason, error: null };
          }}
          onConfirm={async (reason) => {
            await cancel({ id: cancelling.id, reason }).unwrap();
            setCancelling(null);
            setNotice(t.cancelDone);
            window.setTimeout(() => headingRef.current?.focus(), 0);
          }}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </AdminListPage>
  );
}

/** A version 4 UUID; from the page's crypto even where randomUUID is not offered (plain http). */
function newSaleKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function SellForm({ onSold }: { onSold: (message: string) => void }) {
  const base = useId();
  const id = (field: PackageField) => `${base}-${field}`;
  const choices = useCalendarChoicesQuery();
  const [sell] = useSellPackageMutation();
  // One key per sale: sent again (a retry after a timeout), the server records it once.
  const [saleKey, setSaleKey] = useState(newSaleKey);
  const form = useForm<PackageValues, PackageField>({
    initial: EMPTY,
    validate: packageErrors,
    order: ORDER,
    focus: (field) => document.getElementById(id(field))?.focus(),
    fieldOf,
  });

  const send = async (values: PackageValues) => {
    const sold = await sell({ ...packageRequestOf(values), saleKey }).unwrap();
    setSaleKey(newSaleKey());
    form.reset(EMPTY);
    const what = `${sold.childName} · ${sold.typeName} ${sold.sessionsTotal}회`;
    onSold(sold.byLink ? t.linkSent(what) : t.sold(what));
  };
  const desk = form.values.payment !== 'LINK';
  const paymentError = form.field('payment').error;

  const text = (
    field: keyof typeof t.fields,
    options: Partial<ComponentProps<typeof TextField>> = {},
  ) => (
    <TextField
      id={id(field)}
      label={t.fields[field]}
      hint={t.hints[field as keyof typeof t.hints]}
      autoComplete="off"
      {...options}
      {...form.field(field)}
    />
  );

  return (
    <section className="admin-panel" aria-labelledby="package-form-title">
      <h2 id="package-form-title" className="admin-panel__title">
        {t.sellTitle}
      </h2>
      <form
        className="admin-form"
        noValidate
        onSubmit={(event) => void form.handleSubmit(send)(event)}
      >
        <SelectField
          id={id('typeId')}
          label={t.fields.typeId}
          placeholder={t.typePlaceholder}
          options={(choices.data?.types ?? []).map((type) => [String(type.id), type.name] as const)}
          {...form.field('typeId')}
        />
        <div className="admin-appointments__numbers">
          {text('sessions', { inputMode: 'numeric', maxLength: 2 })}
          {text('price', { inputMode: 'numeric', maxLength: 12 })}
        </div>
        <fieldset
          className="field session-packages__payment"
          aria-describedby={`${base}-payment-hint`}
        >
          <legend className="field__label">{t.payment}</legend>
          {t.payments.map(([value, label]) => (
            <label key={value} className="choice">
              <input
                id={value === 'DESK' ? id('payment') : undefined}
                className="choice__input"
                type="radio"
                name={`${base}-payment`}
                checked={form.values.payment === value}
                onChange={() => form.update({ payment: value })}
              />
              <span>{label}</span>
            </label>
          ))}
          <p id={`${base}-payment-hint`} className="field__hint">
            {t.paymentHint(choices.data?.payLinkHours ?? 24)}
          </p>
          {paymentError ? (
            <p className="field__error" role="alert">
              {paymentError}
            </p>
          ) : null}
        </fieldset>
        {desk ? (
          <SelectField
            id={id('method')}
            label={t.fields.method}
            placeholder={t.methodPlaceholder}
            options={t.methods}
            {...form.field('method')}
          />
        ) : null}
        {text('guardianName', { maxLength: 30 })}
        {text('childName', { maxLength: 30 })}
        {text('phone', { inputMode: 'tel', maxLength: 13 })}
        {text('email', { inputMode: 'email', maxLength: 254 })}
        {desk ? text('note', { maxLength: 500 }) : null}
        {form.refusal?.messages.length ? (
          <StatusMessage tone="error">{form.refusal.messages.join(' ')}</StatusMessage>
        ) : null}
        {form.refusal && !form.refusal.messages.length ? (
          <StatusMessage tone="error">{t.failed}</StatusMessage>
        ) : null}
        <div className="admin-form__actions">
          <Button type="submit" disabled={form.submitting} aria-busy={form.submitting}>
            {form.submitting ? t.submitting : desk ? t.submit : t.submitLink}
          </Button>
        </div>
      </form>
    </section>
  );
}
