import { useState } from 'react';
import { Button } from '@/components/ui/button';
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

/** The inline sub-table of one lecture's applicants (cached per lecture by RTK Query). */
export function LectureApplicants({ lectureId, title }: { lectureId: number; title: string }) {
  const t = koAdmin.lectureList;
  const { data, error, isLoading, isFetching, refetch } = useLectureApplicantsQuery(lectureId);
  const caption = t.applicantsCaption(title);
  const [cancelling, setCancelling] = useState<LectureApplicant | null>(null);
  const [moneyOf, setMoneyOf] = useState<LectureApplicant | null>(null);
  // One application's 발송 내역 at a time, in a panel under the table.
  const [messagesOf, setMessagesOf] = useState<LectureApplicant | null>(null);
  const reveal = useContactReveal('application');
  const messagesId = `lecture-${lectureId}-messages`;
  const toggleId = (applicationId: number) => `application-${applicationId}-messages-toggle`;
  const closeMessages = () => {
    const opener = messagesOf ? document.getElementById(toggleId(messagesOf.id)) : null;
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

  return (
    <div className="admin-subtable admin-subpanel" aria-busy={isFetching}>
      <div className="admin-subtable__toolbar">
        <CsvDownloadButton
          lectureId={lectureId}
          label={koAdmin.common.downloadCsv}
          accessibleLabel={t.downloadLabel(title)}
        />
      </div>
      {data.length === 0 ? (
        <p className="admin-empty">{t.noApplicants}</p>
      ) : (
        <TableScroll label={caption}>
          <table className="admin-table admin-table--sub">
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.applicantColumns.name}</th>
                {children ? <th scope="col">{t.applicantColumns.participant}</th> : null}
                <th scope="col">{t.applicantColumns.contact}</th>
                <th scope="col">{t.applicantColumns.email}</th>
                <th scope="col">{t.applicantColumns.paymentStatus}</th>
                <th scope="col">{t.applicantColumns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {data.map((applicant) => {
                const full = reveal.shown.get(applicant.id);
                return (
                  <tr key={applicant.id}>
                    <td>{applicant.name}</td>
                    {children ? <td>{applicant.participant ?? ''}</td> : null}
                    <td className="admin-nowrap">
                      {full?.contact ?? applicant.contact}{' '}
                      <RevealButton
                        name={applicant.name}
                        shown={full !== undefined}
                        busy={reveal.pending === applicant.id}
                        onToggle={() => void reveal.toggle(applicant.id, applicant.name)}
                      />
                    </td>
                    <td className="admin-break-all">{full?.email ?? applicant.email}</td>
                    <td>
                      <PaymentStatus code={applicant.payment_status} />
                    </td>
                    <td>
                      <div className="admin-row-actions">
                        <Button
                          id={toggleId(applicant.id)}
                          variant="secondary"
                          className="btn--small"
                          aria-expanded={messagesOf?.id === applicant.id}
                          aria-controls={messagesOf?.id === applicant.id ? messagesId : undefined}
                          aria-label={
                            messagesOf?.id === applicant.id
                              ? koAdmin.messages.hideLabel(applicant.name)
                              : koAdmin.messages.showLabel(applicant.name)
                          }
                          onClick={() =>
                            setMessagesOf(messagesOf?.id === applicant.id ? null : applicant)
                          }
                        >
                          {koAdmin.messages.show}
                        </Button>
                        <Button
                          variant="secondary"
                          className="btn--small"
                          aria-haspopup="dialog"
                          aria-label={koAdmin.money.buttonLabel(applicant.name)}
                          onClick={() => setMoneyOf(applicant)}
                        >
                          {koAdmin.money.button}
                        </Button>
                        {applicant.payment_status === 'C' ? null : (
                          <Button
                            variant="secondary"
                            className="btn--small btn--danger-outline"
                            aria-label={koAdmin.cancelApplication.buttonLabel(applicant.name)}
                            onClick={() => setCancelling(applicant)}
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
      )}
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
