import { Link } from 'react-router-dom';
import { koreanDateTime } from '@shared/format/korean-dates';
import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { formatWon } from '@/lib/format';
import type { ApplicationListRow } from '../../core/types';
import { PaymentStatus, TableScroll } from '../../core/components/admin-states';
import {
  RevealAnnouncer,
  RevealButton,
  useContactReveal,
} from '../../core/components/contact-reveal';

const t = koAdmin.applicants;

/** The id of a row's 발송 내역 button (focus goes back to it when the panel closes). */
export const messagesToggleId = (applicationId: number) =>
  `application-${applicationId}-messages-toggle`;

/**
 * One page of applications: 신청일 (Seoul), 강의 (a link to the lecture, where its applicants,
 * seats and money are), 이름, 연락처, 이메일 (masked; 보기 shows them, recorded), 금액 (and what was refunded), 결제 상태 · 수단,
 * and 관리: the application's 발송 내역, its 결제·환불 and, unless already cancelled, 신청 취소
 * (the same buttons, and accessible names, as a lecture's applicants).
 */
export function ApplicantTable({
  rows,
  caption,
  busy,
  messagesOf,
  messagesPanelId,
  onToggleMessages,
  onMoney,
  onCancel,
}: {
  rows: readonly ApplicationListRow[];
  caption: string;
  busy: boolean;
  messagesOf: number | null;
  messagesPanelId: string;
  onToggleMessages: (applicationId: number) => void;
  /** Opens the row's 결제·환불 dialog. */
  onMoney: (row: ApplicationListRow) => void;
  /** Opens the row's 신청 취소 dialog. */
  onCancel: (row: ApplicationListRow) => void;
}) {
  const reveal = useContactReveal('application');
  return (
    <>
      <TableScroll label={caption}>
        <table
          className={`admin-table admin-applicant-table${busy ? ' is-busy' : ''}`}
          aria-busy={busy}
        >
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.createdAt}</th>
              <th scope="col">{t.columns.lectureTitle}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.contact}</th>
              <th scope="col">{t.columns.email}</th>
              <th scope="col" className="admin-num">
                {t.columns.amount}
              </th>
              <th scope="col">{t.columns.payment}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const open = messagesOf === row.id;
              const full = reveal.shown.get(row.id);
              return (
                <tr key={row.id}>
                  <td className="admin-nowrap">
                    <time dateTime={row.createdAt}>{koreanDateTime(new Date(row.createdAt))}</time>
                  </td>
                  <td>
                    <Link to={adminPaths.editLecture(row.lectureId)}>{row.lectureTitle}</Link>
                  </td>
                  <th scope="row" className="admin-nowrap">
                    {row.name}
                  </th>
                  <td className="admin-nowrap">
                    {full?.contact ?? row.contact}{' '}
                    <RevealButton
                      name={row.name}
                      shown={full !== undefined}
                      busy={reveal.pending === row.id}
                      onToggle={() => void reveal.toggle(row.id, row.name)}
                    />
                  </td>
                  <td className="admin-break-all">{full?.email ?? row.email}</td>
                  <td className="admin-num admin-nowrap">
                    {formatWon(row.totalAmount)}
                    {row.refundedAmount > 0 ? (
                      <span className="admin-applicant-table__refunded">
                        {t.refunded(formatWon(row.refundedAmount))}
                      </span>
                    ) : null}
                  </td>
                  <td className="admin-nowrap">
                    <PaymentStatus code={row.paymentStatus} />
                    {row.methodName ? ` · ${row.methodName}` : null}
                  </td>
                  <td>
                    <div className="admin-row-actions">
                      <Button
                        id={messagesToggleId(row.id)}
                        variant="secondary"
                        className="btn--small"
                        aria-expanded={open}
                        aria-controls={open ? messagesPanelId : undefined}
                        aria-label={
                          open
                            ? t.hideMessagesLabel(row.name, row.lectureTitle)
                            : t.messagesLabel(row.name, row.lectureTitle)
                        }
                        onClick={() => onToggleMessages(row.id)}
                      >
                        {koAdmin.messages.show}
                      </Button>
                      <Button
                        variant="secondary"
                        className="btn--small"
                        aria-haspopup="dialog"
                        aria-label={koAdmin.money.buttonLabel(row.name)}
                        onClick={() => onMoney(row)}
                      >
                        {koAdmin.money.button}
                      </Button>
                      {row.paymentStatus === 'C' ? null : (
                        <Button
                          variant="secondary"
                          className="btn--small btn--danger-outline"
                          aria-label={koAdmin.cancelApplication.buttonLabel(row.name)}
                          onClick={() => onCancel(row)}
                        >
                          {koAdmin.cancelApplication.button}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
      <RevealAnnouncer message={reveal.announcement} />
    </>
  );
}
