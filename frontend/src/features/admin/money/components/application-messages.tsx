import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import { useApplicationMessagesQuery, useResendMessageMutation } from '../api';
import type { AdminMessage, AdminMessageAttempt } from '../../core/types';
import { AdminLoadError, AdminLoading, failedBecause } from '../../core/components/admin-states';

const t = koAdmin.messages;

const KST = new Intl.DateTimeFormat('ko-KR', {
  timeZone: 'Asia/Seoul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as the centre reads it: Seoul time, to the minute. */
export function formatKst(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : `${KST.format(date)} KST`;
}

/** 이메일 / 알림톡 / 문자: how it went, or how it is meant to go while not yet sent. */
function channelText(message: AdminMessage): string {
  if (message.channel === 'ALIMTALK' && message.delivered_via === 'SMS') return t.smsFallback;
  return t.channel[message.delivered_via ?? message.channel] ?? message.channel;
}

/** The `when` lines of a message: asked, then sent, failed or the next try. */
function times(message: AdminMessage): [string, string][] {
  const rows: [string, string][] = [[t.fields.createdAt, formatKst(message.created_at)]];
  if (message.sent_at) rows.push([t.fields.sentAt, formatKst(message.sent_at)]);
  if (message.failed_at) rows.push([t.fields.failedAt, formatKst(message.failed_at)]);
  if (message.status === 'RETRYING' && message.next_attempt_at) {
    rows.push([t.fields.nextAttemptAt, formatKst(message.next_attempt_at)]);
  }
  // A 신청 접수 waits a few minutes (not sent if the application is paid meanwhile).
  if (message.status === 'PENDING' && message.next_attempt_at) {
    rows.push([t.fields.dueAt, formatKst(message.next_attempt_at)]);
  }
  return rows;
}

function attemptText(attempt: AdminMessageAttempt): string {
  const outcome = attempt.outcome ? (t.outcome[attempt.outcome] ?? attempt.outcome) : t.inProgress;
  const via = attempt.via ? ` · ${t.channel[attempt.via] ?? attempt.via}` : '';
  const answer = [attempt.provider_code, attempt.provider_answer].filter(Boolean).join(' ');
  return `${formatKst(attempt.started_at)} · ${outcome}${via}${answer ? ` · ${answer}` : ''}`;
}

/**
 * 발송 내역 of one application (GET /api/admin/application/{id}/messages): each message with
 * its kind, channel, masked recipient, status (with the provider's reason when it failed),
 * attempts and times in KST, its attempt history, and 다시 보내기 (asked first, then the answer
 * in an alert). Asked again each time it opens: the worker changes it by the minute.
 */
export function ApplicationMessages({
  id,
  applicationId,
  name,
  lectureTitle,
  onClose,
}: {
  id: string;
  applicationId: number;
  /** The applicant's name (the panel's title). */
  name: string;
  /** Which lecture, where the view lists one person's applications to several. */
  lectureTitle?: string;
  onClose: () => void;
}) {
  const showAlert = useAlert();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { data, error, isLoading, isFetching, refetch } = useApplicationMessagesQuery(
    applicationId,
    { refetchOnMountOrArgChange: true },
  );
  const [resend, { isLoading: sending }] = useResendMessageMutation();
  const [pending, setPending] = useState<AdminMessage | null>(null);

  // Opened from a row of the table above: bring the panel into view and start reading there.
  useEffect(() => headingRef.current?.focus(), [applicationId]);

  const confirmResend = async () => {
    if (!pending || sending) return;
    let message: string;
    try {
      await resend({ messageId: pending.id, applicationId }).unwrap();
      message = t.resent;
    } catch (caught) {
      message = failedBecause(t.resendFailed, caught);
    }
    setPending(null);
    await showAlert(message);
  };

  let body;
  if (isLoading) body = <AdminLoading />;
  else if (error || !data)
    body = (
      <AdminLoadError
        detail={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (data.length === 0) body = <p className="admin-empty">{t.empty}</p>;
  else
    body = (
      <ul className="admin-messages" aria-label={t.listLabel(name)} aria-busy={isFetching}>
        {data.map((message) => {
          const channel = channelText(message);
          return (
            <li key={message.id} className="admin-message">
              <div className="admin-message__head">
                <h3 className="admin-message__kind">{message.kind_label}</h3>
                <span
                  className={`admin-message__status admin-message__status--${message.status.toLowerCase()}`}
                >
                  {message.status_label}
                </span>
              </div>
              <dl className="admin-message__facts">
                <div>
                  <dt>{t.fields.channel}</dt>
                  <dd>{channel}</dd>
                </div>
                <div>
                  <dt>{t.fields.recipient}</dt>
                  <dd className="admin-break-all">
                    {message.purged ? t.purgedRecipient : message.recipient_masked}
                  </dd>
                </div>
                <div>
                  <dt>{t.fields.attempts}</dt>
                  <dd>{t.attempts(message.attempts)}</dd>
                </div>
                {times(message).map(([label, value]) => (
                  <div key={label}>
                    <dt>{label}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
                {message.last_error && message.status !== 'SENT' ? (
                  <div className="admin-message__reason">
                    <dt>{t.fields.reason}</dt>
                    <dd>{message.last_error}</dd>
                  </div>
                ) : null}
              </dl>
              {message.history.length > 0 ? (
                <details className="admin-message__history">
                  <summary>{t.history(message.history.length)}</summary>
                  <ol>
                    {message.history.map((attempt, index) => (
                      <li key={index}>{attemptText(attempt)}</li>
                    ))}
                  </ol>
                </details>
              ) : null}
              <div className="admin-message__actions">
                {message.purged ? (
                  <p className="admin-message__note">{t.purged}</p>
                ) : (
                  <Button
                    variant="secondary"
                    className="btn--small"
                    aria-label={t.resendLabel(
                      message.kind_label,
                      t.channel[message.channel] ?? message.channel,
                    )}
                    disabled={sending}
                    onClick={() => setPending(message)}
                  >
                    {t.resend}
                  </Button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    );

  return (
    <section id={id} className="admin-panel admin-messages-panel" aria-labelledby={`${id}-title`}>
      <div className="admin-subtable__toolbar">
        <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1} className="admin-panel__title">
          {t.heading(name)}
        </h2>
        <div className="admin-row-actions">
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={t.refreshLabel(name)}
            disabled={isFetching}
            onClick={() => void refetch()}
          >
            {t.refresh}
          </Button>
          <Button
            variant="secondary"
            className="btn--small"
            aria-label={t.closeLabel(name)}
            onClick={onClose}
          >
            {t.close}
          </Button>
        </div>
      </div>
      {lectureTitle ? <p className="admin-messages-panel__lecture">{lectureTitle}</p> : null}
      <p className="admin-panel__lead">{t.lead}</p>
      {body}
      {pending ? (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirm(
            pending.kind_label,
            t.channel[pending.channel] ?? pending.channel,
            pending.recipient_masked || t.purgedRecipient,
          )}
          confirmLabel={t.confirmButton}
          cancelLabel={t.cancel}
          busy={sending}
          busyLabel={t.sending}
          onConfirm={() => void confirmResend()}
          onCancel={() => setPending(null)}
        />
      ) : null}
    </section>
  );
}
