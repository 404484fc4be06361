import { useState } from 'react';
import { Button, buttonClassName } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { useAlert } from '@/components/ui/use-alert';
import { koMyInfo } from '@/copy/ko-myinfo';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import { ConfirmDialog } from '../../../forms/confirm-dialog';
import { useCancelWaitlistMutation } from '../api';
import type { WaitlistInfo } from '../types';

const t = koMyInfo.waitlist;

/** What the entry's state reads as: 대기 N번째 while waiting, else the status word. */
export function waitlistStateText(entry: WaitlistInfo): string {
  if (entry.status === 'WAITING' && typeof entry.position === 'number') {
    return t.position(entry.position);
  }
  return t.status[entry.status] ?? entry.status;
}

/** One waiting-list entry in 내 정보: its place, an open offer's link and expiry, 대기 취소. */
export function WaitlistCard({ entry }: { entry: WaitlistInfo }) {
  const showAlert = useAlert();
  const [cancel, { isLoading }] = useCancelWaitlistMutation();
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const titleId = `waitlist-${entry.id}-title`;
  const open = entry.status === 'WAITING' || entry.status === 'OFFERED';
  const offer = entry.status === 'OFFERED' && entry.offerUrl ? entry.offerUrl : null;

  const confirm = async () => {
    if (isLoading) return;
    setFailure(null);
    try {
      await cancel({ entryId: entry.id }).unwrap();
      setConfirming(false);
      await showAlert(t.cancelled);
    } catch (caught) {
      setConfirming(false);
      const detail = errorMessage(caught as Parameters<typeof errorMessage>[0]);
      setFailure(detail ? `${t.cancelFailed} ${detail}` : t.cancelFailed);
    }
  };

  return (
    <li className="application-card waitlist-card" aria-labelledby={titleId}>
      <div className="application-card__head">
        <span className={`waitlist-badge waitlist-badge--${entry.status.toLowerCase()}`}>
          {waitlistStateText(entry)}
        </span>
        <h3 id={titleId} className="application-card__title">
          {entry.lectureTitle}
        </h3>
      </div>
      <dl className="myinfo-list">
        <div>
          <dt>{t.course}</dt>
          <dd>{entry.feeType}</dd>
        </div>
        <div>
          <dt>{t.state}</dt>
          <dd>{waitlistStateText(entry)}</dd>
        </div>
        {entry.status === 'OFFERED' && entry.offerExpiresAt ? (
          <div>
            <dt>{t.offerExpires}</dt>
            <dd>{formatInstant(entry.offerExpiresAt)}</dd>
          </div>
        ) : null}
      </dl>
      {offer ? <p className="application-card__note">{t.offerNote}</p> : null}
      {open ? (
        <div className="application-card__actions">
          {offer ? (
            <a href={offer} className={buttonClassName('primary')}>
              {t.openOffer}
            </a>
          ) : null}
          <Button
            variant="secondary"
            aria-label={t.cancelLabel(entry.lectureTitle, entry.feeType)}
            onClick={() => setConfirming(true)}
          >
            {t.cancel}
          </Button>
        </div>
      ) : null}
      {failure ? <StatusMessage tone="error">{failure}</StatusMessage> : null}
      {confirming ? (
        <ConfirmDialog
          title={t.confirmTitle}
          message={t.confirmMessage(entry.lectureTitle, entry.feeType)}
          confirmLabel={t.confirm}
          cancelLabel={t.keep}
          busy={isLoading}
          busyLabel={t.cancelling}
          onConfirm={() => void confirm()}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </li>
  );
}
