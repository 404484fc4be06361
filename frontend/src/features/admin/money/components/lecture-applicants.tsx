import { useState } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useLectureApplicantsQuery } from '../api';
import type { LectureApplicant } from '../../core/types';
import { ApplicationMessages } from './application-messages';
import {
  AdminLoadError,
  AdminLoading,
  PaymentStatus,
  TableScroll,
} from '../../core/components/admin-states';
import { ApplicationMoneyDialog } from './application-money-dialog';
import { CancelApplicationDialog } from './cancel-application-dialog';
import {
  RevealAnnouncer,
  RevealButton,
  useContactReveal,
} from '../../core/components/contact-reveal';
import { CsvDownloadButton } from '../../core/components/csv-download-button';
import { ColumnChooser } from '../../core/components/column-chooser';
import { TruncatedText } from '../../core/components/truncated-text';
import { useColumnChoice } from '../../core/column-choice';
import { usePhoneLayout } from '../../core/use-phone-layout';
import { ApplicantCard, ApplicantCards, FILL_SHARE, type CardFact } from './applicant-cards';
import { ApplicantMenu, applicantMenuId } from './applicant-menu';

/** The columns a director may hide (참여 자녀 only where a child attends); 이름 and 관리 always show. */
const COLUMNS = ['participant', 'contact', 'email', 'paymentStatus'] as const;
type Column = (typeof COLUMNS)[number];

/**
 * The inline list of one lecture's applicants (cached per lecture by RTK Query): a table that
 * fits the lecture list's row, its columns chosen with 열 선택 (kept in this browser for every
 * lecture) and each row's actions in its 관리 menu; on a phone a card per applicant.
 */
export function LectureApplicants({ lectureId, title }: { lectureId: number; title: string }) {
  const t = koAdmin.lectureList;
  const { data, error, isLoading, isFetching, refetch } = useLectureApplicantsQuery(lectureId);
  const caption = t.applicantsCaption(title);
  const phone = usePhoneLayout();
  const columns = useColumnChoice('admin.columns.lecture-applicants', COLUMNS);
  const [cancelling, setCancelling] = useState<LectureApplicant | null>(null);
  const [moneyOf, setMoneyOf] = useState<LectureApplicant | null>(null);
  // One application's 발송 내역 at a time, in a panel under the table.
  const [messagesOf, setMessagesOf] = useState<LectureApplicant | null>(null);
  const reveal = useContactReveal('application');
  const messagesId = `lecture-${lectureId}-messages`;
  const closeMessages = () => {
    const opener = messagesOf ? document.getElementById(applicantMenuId(messagesOf.id)) : null;
    setMessagesOf(null);
    opener?.focus();
  };

  if (isLoading) {
    return (
      <div className="admin-subpanel">
        <AdminLoading label={t.loading} />
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="admin-subpanel">
        <AdminLoadError
          detail={errorMessage(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }
  // A lecture a child attends: each row says which child (issue 21).
  const children = data.some((applicant) => applicant.participant !== null);
  const labels: { key: Column; label: string }[] = [
    ...(children ? [{ key: 'participant' as const, label: t.applicantColumns.participant }] : []),
    { key: 'contact', label: t.applicantColumns.contact },
    { key: 'email', label: t.applicantColumns.email },
    { key: 'paymentStatus', label: t.applicantColumns.paymentStatus },
  ];
  const shows = (column: Column) =>
    column === 'participant' ? children && columns.shows(column) : columns.shows(column);
  // 참여 자녀 and the e-mail share half the table, more when the other columns need less.
  const fill = [shows('participant'), shows('email')].filter(Boolean).length;
  const fillWidth = fill > 0 ? { width: `${FILL_SHARE / fill}%` } : undefined;
  const revealIn = shows('contact') ? 'contact' : shows('email') ? 'email' : null;

  const menuOf = (applicant: LectureApplicant) => (
    <ApplicantMenu
      applicationId={applicant.id}
      name={applicant.name}
      label={t.applicantMenuLabel(applicant.name)}
      paymentStatus={applicant.payment_status}
      messages={{
        open: messagesOf?.id === applicant.id,
        showLabel: koAdmin.messages.showLabel(applicant.name),
        hideLabel: koAdmin.messages.hideLabel(applicant.name),
        onToggle: () => setMessagesOf(messagesOf?.id === applicant.id ? null : applicant),
      }}
      onMoney={() => setMoneyOf(applicant)}
      onCancel={() => setCancelling(applicant)}
    />
  );
  const revealOf = (applicant: LectureApplicant) => (
    <RevealButton
      name={applicant.name}
      shown={reveal.shown.has(applicant.id)}
      busy={reveal.pending === applicant.id}
      onToggle={() => void reveal.toggle(applicant.id, applicant.name)}
    />
  );
  const contactOf = (applicant: LectureApplicant) =>
    reveal.shown.get(applicant.id)?.contact ?? applicant.contact;
  const emailOf = (applicant: LectureApplicant) =>
    reveal.shown.get(applicant.id)?.email ?? applicant.email;

  const list = phone ? (
    <ApplicantCards label={caption} busy={isFetching}>
      {data.map((applicant) => {
        const facts: CardFact[] = [
          ...(children
            ? [
                {
                  key: 'participant',
                  label: t.applicantColumns.participant,
                  value: applicant.participant ?? '',
                },
              ]
            : []),
          {
            key: 'contact',
            label: t.applicantColumns.contact,
            value: (
              <span className="admin-contact">
                <span className="admin-nowrap">{contactOf(applicant)}</span> {revealOf(applicant)}
              </span>
            ),
          },
          {
            key: 'email',
            label: t.applicantColumns.email,
            value: <span className="admin-break-anywhere">{emailOf(applicant)}</span>,
          },
          {
            key: 'paymentStatus',
            label: t.applicantColumns.paymentStatus,
            value: <PaymentStatus code={applicant.payment_status} />,
          },
        ];
        return (
          <ApplicantCard
            key={applicant.id}
            name={applicant.name}
            headingLevel={3}
            facts={facts}
            menu={menuOf(applicant)}
          />
        );
      })}
    </ApplicantCards>
  ) : (
    <TableScroll label={caption}>
      <table className="admin-table admin-table--sub admin-table--fit" aria-busy={isFetching}>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.applicantColumns.name}</th>
            {shows('participant') ? (
              <th scope="col" className="admin-cell--fill" style={fillWidth}>
                {t.applicantColumns.participant}
              </th>
            ) : null}
            {shows('contact') ? <th scope="col">{t.applicantColumns.contact}</th> : null}
            {shows('email') ? (
              <th scope="col" className="admin-cell--fill" style={fillWidth}>
                {t.applicantColumns.email}
              </th>
            ) : null}
            {shows('paymentStatus') ? (
              <th scope="col">{t.applicantColumns.paymentStatus}</th>
            ) : null}
            <th scope="col">{t.applicantColumns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((applicant) => (
            <tr key={applicant.id}>
              <th scope="row" className="admin-nowrap">
                {applicant.name}
              </th>
              {shows('participant') ? (
                <td className="admin-cell--fill">
                  <TruncatedText text={applicant.participant ?? ''} />
                </td>
              ) : null}
              {shows('contact') ? (
                <td>
                  <span className="admin-contact">
                    <span className="admin-nowrap">{contactOf(applicant)}</span>{' '}
                    {revealIn === 'contact' ? revealOf(applicant) : null}
                  </span>
                </td>
              ) : null}
              {shows('email') ? (
                <td className="admin-cell--fill">
                  {reveal.shown.has(applicant.id) ? (
                    <span className="admin-break-anywhere">{emailOf(applicant)}</span>
                  ) : (
                    <TruncatedText text={emailOf(applicant)} />
                  )}
                  {revealIn === 'email' ? revealOf(applicant) : null}
                </td>
              ) : null}
              {shows('paymentStatus') ? (
                <td>
                  <PaymentStatus code={applicant.payment_status} />
                </td>
              ) : null}
              <td>{menuOf(applicant)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );

  return (
    <div className="admin-subtable admin-subpanel" aria-busy={isFetching}>
      <div className="admin-subtable__toolbar">
        {!phone && data.length > 0 ? <ColumnChooser columns={labels} choice={columns} /> : null}
        <CsvDownloadButton
          lectureId={lectureId}
          label={koAdmin.common.downloadCsv}
          accessibleLabel={t.downloadLabel(title)}
        />
      </div>
      {data.length === 0 ? <p className="admin-empty">{t.noApplicants}</p> : list}
      <RevealAnnouncer message={reveal.announcement} />
      {messagesOf ? (
        <ApplicationMessages
          key={messagesOf.id}
          id={messagesId}
          applicationId={messagesOf.id}
          name={messagesOf.name}
          onClose={closeMessages}
        />
      ) : null}
      {moneyOf ? (
        <ApplicationMoneyDialog
          key={moneyOf.id}
          applicant={moneyOf}
          lectureId={lectureId}
          onClose={() => setMoneyOf(null)}
        />
      ) : null}
      {cancelling ? (
        <CancelApplicationDialog
          applicant={cancelling}
          lectureId={lectureId}
          onClose={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}
export default LectureApplicants;
