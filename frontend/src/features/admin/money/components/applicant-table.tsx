import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { koreanDateTime } from '@shared/format/korean-dates';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { formatWon } from '@/lib/format';
import type { ApplicationListRow } from '../../core/types';
import { PaymentStatus, TableScroll } from '../../core/components/admin-states';
import { useColumnChoice, type ColumnChoice } from '../../core/column-choice';
import {
  RevealAnnouncer,
  RevealButton,
  useContactReveal,
} from '../../core/components/contact-reveal';
import { TruncatedText } from '../../core/components/truncated-text';
import { ApplicantCard, ApplicantCards, type CardFact } from './applicant-cards';
import { ApplicantMenu } from './applicant-menu';
import { FILL_SHARE } from './applicant-cards';

const t = koAdmin.applicants;

/** The columns a director may hide; 이름 and 관리 always show. */
export const APPLICATION_COLUMNS = [
  'createdAt',
  'lecture',
  'contact',
  'email',
  'amount',
  'payment',
] as const;
export type ApplicationColumn = (typeof APPLICATION_COLUMNS)[number];

export const APPLICATION_COLUMN_LABELS: readonly { key: ApplicationColumn; label: string }[] = [
  { key: 'createdAt', label: t.columns.createdAt },
  { key: 'lecture', label: t.columns.lectureTitle },
  { key: 'contact', label: t.columns.contact },
  { key: 'email', label: t.columns.email },
  { key: 'amount', label: t.columns.amount },
  { key: 'payment', label: t.columns.payment },
];

/** 신청자 관리's choice of columns, kept in this browser. */
export function useApplicationColumns(): ColumnChoice<ApplicationColumn> {
  return useColumnChoice('admin.columns.applications', APPLICATION_COLUMNS);
}

/** 2026년 11월 25일(수) 12:00, which may wrap before the time (never inside the date). */
function CreatedAt({ at }: { at: string }) {
  const text = koreanDateTime(new Date(at));
  const cut = text.lastIndexOf(' ');
  return (
    <time dateTime={at}>
      <span className="admin-nowrap">{text.slice(0, cut)}</span>{' '}
      <span className="admin-nowrap">{text.slice(cut + 1)}</span>
    </time>
  );
}

/** 결제 완료 · 카드, which may wrap before the · and the method. */
function Payment({ row }: { row: ApplicationListRow }) {
  return (
    <>
      <PaymentStatus code={row.paymentStatus} />
      {row.methodName ? (
        <>
          {' '}
          <span className="admin-nowrap">· {row.methodName}</span>
        </>
      ) : null}
    </>
  );
}

function Amount({ row }: { row: ApplicationListRow }) {
  return (
    <>
      <span className="admin-nowrap">{formatWon(row.totalAmount)}</span>
      {row.refundedAmount > 0 ? (
        <span className="admin-applicant-table__refunded admin-nowrap">
          {t.refunded(formatWon(row.refundedAmount))}
        </span>
      ) : null}
    </>
  );
}

/**
 * One page of applications: 신청일 (Seoul), 강의 (a link to the lecture, where its applicants,
 * seats and money are), 이름, 연락처, 이메일 (masked; 보기 shows them, recorded), 금액 (and what was
 * refunded), 결제 상태 · 수단, and 관리: a menu of the application's 결제·환불, 발송 내역 and,
 * unless already cancelled, 신청 취소 (the same accessible names as a lecture's applicants).
 *
 * The table fits its box (issue 36): the director hides columns with 열 선택 (`columns`), the
 * lecture and the e-mail take the room left and are cut with an ellipsis (the whole value on
 * hover and for screen readers), the actions are one 관리 button. On a phone (`cards`) each
 * row is a card with every fact and the same menu.
 */
export function ApplicantTable({
  rows,
  caption,
  busy,
  cards,
  columns,
  messagesOf,
  onToggleMessages,
  onMoney,
  onCancel,
}: {
  rows: readonly ApplicationListRow[];
  caption: string;
  busy: boolean;
  /** A phone's width: a card per row instead of the table. */
  cards: boolean;
  columns: ColumnChoice<ApplicationColumn>;
  messagesOf: number | null;
  onToggleMessages: (applicationId: number) => void;
  /** Opens the row's 결제·환불 dialog. */
  onMoney: (row: ApplicationListRow) => void;
  /** Opens the row's 신청 취소 dialog. */
  onCancel: (row: ApplicationListRow) => void;
}) {
  const reveal = useContactReveal('application');

  const menuOf = (row: ApplicationListRow) => (
    <ApplicantMenu
      applicationId={row.id}
      name={row.name}
      label={t.menuLabel(row.name, row.lectureTitle)}
      paymentStatus={row.paymentStatus}
      messages={{
        open: messagesOf === row.id,
        showLabel: t.messagesLabel(row.name, row.lectureTitle),
        hideLabel: t.hideMessagesLabel(row.name, row.lectureTitle),
        onToggle: () => onToggleMessages(row.id),
      }}
      onMoney={() => onMoney(row)}
      onCancel={() => onCancel(row)}
    />
  );
  const revealOf = (row: ApplicationListRow) => (
    <RevealButton
      name={row.name}
      shown={reveal.shown.has(row.id)}
      busy={reveal.pending === row.id}
      onToggle={() => void reveal.toggle(row.id, row.name)}
    />
  );
  const contactOf = (row: ApplicationListRow) => reveal.shown.get(row.id)?.contact ?? row.contact;
  const emailOf = (row: ApplicationListRow) => reveal.shown.get(row.id)?.email ?? row.email;
  /** A masked e-mail is cut to its column; one shown in full wraps, to be read whole. */
  const email = (row: ApplicationListRow): ReactNode =>
    reveal.shown.has(row.id) ? (
      <span className="admin-break-anywhere">{emailOf(row)}</span>
    ) : (
      <TruncatedText text={emailOf(row)} />
    );

  if (cards) {
    return (
      <>
        <ApplicantCards label={caption} busy={busy}>
          {rows.map((row) => {
            const facts: CardFact[] = [
              {
                key: 'createdAt',
                label: t.columns.createdAt,
                value: <CreatedAt at={row.createdAt} />,
              },
              {
                key: 'lecture',
                label: t.columns.lectureTitle,
                value: <Link to={adminPaths.editLecture(row.lectureId)}>{row.lectureTitle}</Link>,
              },
              {
                key: 'contact',
                label: t.columns.contact,
                value: (
                  <span className="admin-contact">
                    <span className="admin-nowrap">{contactOf(row)}</span> {revealOf(row)}
                  </span>
                ),
              },
              {
                key: 'email',
                label: t.columns.email,
                value: <span className="admin-break-anywhere">{emailOf(row)}</span>,
              },
              { key: 'amount', label: t.columns.amount, value: <Amount row={row} /> },
              { key: 'payment', label: t.columns.payment, value: <Payment row={row} /> },
            ];
            return (
              <ApplicantCard
                key={row.id}
                name={row.name}
                headingLevel={2}
                facts={facts}
                menu={menuOf(row)}
              />
            );
          })}
        </ApplicantCards>
        <RevealAnnouncer message={reveal.announcement} />
      </>
    );
  }

  const shows = columns.shows;
  // The lecture and the e-mail share half the table, more when the other columns need less.
  const fill = [shows('lecture'), shows('email')].filter(Boolean).length;
  const fillWidth = fill > 0 ? { width: `${FILL_SHARE / fill}%` } : undefined;
  // 보기 goes with the first of the contact and the e-mail that shows.
  const revealIn = shows('contact') ? 'contact' : shows('email') ? 'email' : null;

  return (
    <>
      <TableScroll label={caption}>
        <table
          className={`admin-table admin-table--fit admin-applicant-table${busy ? ' is-busy' : ''}`}
          aria-busy={busy}
        >
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {shows('createdAt') ? <th scope="col">{t.columns.createdAt}</th> : null}
              {shows('lecture') ? (
                <th scope="col" className="admin-cell--fill" style={fillWidth}>
                  {t.columns.lectureTitle}
                </th>
              ) : null}
              <th scope="col">{t.columns.name}</th>
              {shows('contact') ? <th scope="col">{t.columns.contact}</th> : null}
              {shows('email') ? (
                <th scope="col" className="admin-cell--fill" style={fillWidth}>
                  {t.columns.email}
                </th>
              ) : null}
              {shows('amount') ? (
                <th scope="col" className="admin-num">
                  {t.columns.amount}
                </th>
              ) : null}
              {shows('payment') ? <th scope="col">{t.columns.payment}</th> : null}
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                {shows('createdAt') ? (
                  <td>
                    <CreatedAt at={row.createdAt} />
                  </td>
                ) : null}
                {shows('lecture') ? (
                  <td className="admin-cell--fill">
                    <Link
                      to={adminPaths.editLecture(row.lectureId)}
                      className="admin-truncate"
                      title={row.lectureTitle}
                    >
                      {row.lectureTitle}
                    </Link>
                  </td>
                ) : null}
                <th scope="row" className="admin-nowrap">
                  {row.name}
                </th>
                {shows('contact') ? (
                  <td>
                    <span className="admin-contact">
                      <span className="admin-nowrap">{contactOf(row)}</span>{' '}
                      {revealIn === 'contact' ? revealOf(row) : null}
                    </span>
                  </td>
                ) : null}
                {shows('email') ? (
                  <td className="admin-cell--fill">
                    {email(row)}
                    {revealIn === 'email' ? revealOf(row) : null}
                  </td>
                ) : null}
                {shows('amount') ? (
                  <td className="admin-num">
                    <Amount row={row} />
                  </td>
                ) : null}
                {shows('payment') ? (
                  <td>
                    <Payment row={row} />
                  </td>
                ) : null}
                <td>{menuOf(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
      <RevealAnnouncer message={reveal.announcement} />
    </>
  );
}
