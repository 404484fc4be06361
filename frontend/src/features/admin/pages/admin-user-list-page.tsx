import { Fragment, useState } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { formatDate, formatWon } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAdminUsersQuery } from '../api/admin-api';
import type { AdminUserRow } from '../api/types';
import {
  AdminLoadError,
  AdminLoading,
  PaymentStatus,
  TableScroll,
} from '../components/admin-states';
import { ApplicationMessages } from '../components/application-messages';
import { CsvDownloadButton } from '../components/csv-download-button';
import { Button } from '@/components/ui/button';
import '../admin-pages.css';

const COLUMN_COUNT = 5;

/** The chosen fees, one per line; a non-list value (spec §3 allows one) shows as text. */
function FeeList({ fees }: { fees: AdminUserRow['lectureInfos'][number]['fees'] }) {
  if (!Array.isArray(fees)) return <>{String(fees ?? '')}</>;
  return (
    <ul className="admin-fee-list">
      {fees.map((fee, index) => (
        <li key={`${fee.type}-${index}`}>
          {fee.type} <span className="admin-nowrap">({formatWon(fee.amount)})</span>
        </li>
      ))}
    </ul>
  );
}

/** /admin/user: one row per applicant (by e-mail); a row opens that person's applications. */
export function AdminUserListPage() {
  const t = koAdmin.applicants;
  useDocumentTitle(t.title);
  const { data, error, isLoading, isFetching, refetch } = useAdminUsersQuery();
  const [openEmails, setOpenEmails] = useState<ReadonlySet<string>>(new Set());
  // One application's 발송 내역 at a time, under that person's applications.
  const [messagesOf, setMessagesOf] = useState<number | null>(null);
  const toggleId = (applicationId: number) => `application-${applicationId}-messages-toggle`;
  const closeMessages = () => {
    const opener = messagesOf === null ? null : document.getElementById(toggleId(messagesOf));
    setMessagesOf(null);
    opener?.focus();
  };

  const toggle = (email: string) =>
    setOpenEmails((current) => {
      const next = new Set(current);
      if (next.has(email)) next.delete(email);
      else next.add(email);
      return next;
    });

  return (
    <div className="admin-page">
      <div className="admin-page__header">
        <h1 className="admin-page__title">{t.title}</h1>
        <CsvDownloadButton label={koAdmin.common.downloadAllCsv} />
      </div>

      {isLoading ? <AdminLoading /> : null}
      {error ? (
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data && data.length === 0 ? <p className="admin-empty">{t.empty}</p> : null}
      {data && data.length > 0 ? (
        <TableScroll label={t.caption}>
          <table className="admin-table" aria-busy={isFetching}>
            <caption className="visually-hidden">{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.userColumns.name}</th>
                <th scope="col">{t.userColumns.birth}</th>
                <th scope="col">{t.userColumns.contact}</th>
                <th scope="col">{t.userColumns.email}</th>
                <th scope="col">{t.userColumns.lectures}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((user, index) => {
                const key = user.email.toLowerCase();
                const open = openEmails.has(key);
                const panelId = `applicant-${index}-lectures`;
                return (
                  <Fragment key={key}>
                    <tr className="admin-row--toggle" onClick={() => toggle(key)}>
                      <th scope="row">{user.name}</th>
                      <td className="admin-nowrap">{formatDate(user.birth)}</td>
                      <td className="admin-nowrap">{user.contact}</td>
                      <td className="admin-break-all">{user.email}</td>
                      <td>
                        <button
                          type="button"
                          className="admin-expand"
                          aria-expanded={open}
                          aria-controls={open ? panelId : undefined}
                          aria-label={open ? t.collapse(user.name) : t.expand(user.name)}
                          onClick={(event) => {
                            event.stopPropagation();
                            toggle(key);
                          }}
                        >
                          <span aria-hidden="true" className="admin-expand__icon">
                            {open ? '▲' : '▼'}
                          </span>
                          {t.lectureCount(user.lectureInfos.length)}
                        </button>
                      </td>
                    </tr>
                    {open ? (
                      <tr className="admin-subrow">
                        <td colSpan={COLUMN_COUNT} id={panelId}>
                          <div className="admin-subpanel">
                            <TableScroll label={t.subCaption(user.name)}>
                              <table className="admin-table admin-table--sub">
                                <caption className="visually-hidden">
                                  {t.subCaption(user.name)}
                                </caption>
                                <thead>
                                  <tr>
                                    <th scope="col">{t.columns.lectureTitle}</th>
                                    <th scope="col">{t.columns.paymentStatus}</th>
                                    <th scope="col" className="admin-num">
                                      {t.columns.totalFee}
                                    </th>
                                    <th scope="col">{t.columns.fees}</th>
                                    <th scope="col">{t.columns.messages}</th>
                                  </tr>
                                </thead>
                                <tbody>
                                  {user.lectureInfos.map((info) => (
                                    <tr key={info.applicationId}>
                                      <td>{info.lectureTitle}</td>
                                      <td className="admin-nowrap">
                                        <PaymentStatus code={info.paymentStatus} />
                                      </td>
                                      <td className="admin-num admin-nowrap">
                                        {formatWon(info.totalFee)}
                                      </td>
                                      <td>
                                        <FeeList fees={info.fees} />
                                      </td>
                                      <td>
                                        <Button
                                          id={toggleId(info.applicationId)}
                                          variant="secondary"
                                          className="btn--small"
                                          aria-expanded={messagesOf === info.applicationId}
                                          aria-controls={
                                            messagesOf === info.applicationId
                                              ? `${panelId}-messages`
                                              : undefined
                                          }
                                          aria-label={
                                            messagesOf === info.applicationId
                                              ? t.hideMessagesLabel(user.name, info.lectureTitle)
                                              : t.messagesLabel(user.name, info.lectureTitle)
                                          }
                                          onClick={() =>
                                            setMessagesOf(
                                              messagesOf === info.applicationId
                                                ? null
                                                : info.applicationId,
                                            )
                                          }
                                        >
                                          {koAdmin.messages.show}
                                        </Button>
                                      </td>
                                    </tr>
                                  ))}
                                </tbody>
                              </table>
                            </TableScroll>
                            {user.lectureInfos.map((info) =>
                              messagesOf === info.applicationId ? (
                                <ApplicationMessages
                                  key={info.applicationId}
                                  id={`${panelId}-messages`}
                                  applicationId={info.applicationId}
                                  name={user.name}
                                  lectureTitle={info.lectureTitle}
                                  onClose={closeMessages}
                                />
                              ) : null,
                            )}
                          </div>
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </tbody>
          </table>
        </TableScroll>
      ) : null}
    </div>
  );
}
