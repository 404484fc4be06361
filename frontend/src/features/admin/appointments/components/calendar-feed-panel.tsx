import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { CopyField } from '@/components/ui/copy-field';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdminAppointments } from '@/copy/ko-admin-appointments';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import { errorMessage } from '@/lib/api-error';
import { formatInstant } from '@/lib/format';
import {
  useIssueCounsellorFeedMutation,
  useRevokeCounsellorFeedMutation,
  type CounsellorDetail,
} from '../api';

const a = koAdminAppointments;
const t = a.schedule.feed;

/**
 * 휴대폰 캘린더 구독 (issue 37): the counsellor's private calendar feed. A new address is shown
 * here once, with 주소 복사 (the server keeps only its hash); making another or turning it off
 * asks first, since the phone's calendar stops showing the appointments.
 */
export function CalendarFeedPanel({ counsellor }: { counsellor: CounsellorDetail }) {
  const base = useId();
  const [issue, { isLoading: issuing }] = useIssueCounsellorFeedMutation();
  const [revoke, { isLoading: revoking }] = useRevokeCounsellorFeedMutation();
  const [address, setAddress] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ text: string; tone: 'info' | 'error' } | null>(null);
  const [asking, setAsking] = useState<'replace' | 'revoke' | null>(null);
  const busy = issuing || revoking;

  const make = async () => {
    setNotice(null);
    const result = await issue(counsellor.id);
    setAsking(null);
    if ('error' in result && result.error) {
      setNotice({ text: errorMessage(result.error), tone: 'error' });
      return;
    }
    setAddress(result.data.url);
    setNotice({ text: result.data.message, tone: 'info' });
  };
  const turnOff = async () => {
    setNotice(null);
    const result = await revoke(counsellor.id);
    setAsking(null);
    if ('error' in result && result.error) {
      setNotice({ text: errorMessage(result.error), tone: 'error' });
      return;
    }
    setAddress(null);
    setNotice({ text: result.data.message, tone: 'info' });
  };

  return (
    <section className="admin-panel" aria-labelledby={`${base}-title`}>
      <h2 id={`${base}-title`} className="admin-panel__title">
        {t.title}
      </h2>
      <p className="admin-panel__lead">{t.lead}</p>
      {notice ? <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage> : null}
      {address ? (
        <CopyField
          className="admin-form"
          label={t.address}
          value={address}
          hint={t.addressHint}
          copy={{ label: t.copy, copied: t.copied, failed: t.copyFailed }}
        />
      ) : (
        <p>
          {counsellor.feed_created_at ? t.since(formatInstant(counsellor.feed_created_at)) : t.none}
        </p>
      )}
      <div className="admin-form__actions">
        {counsellor.feed_created_at ? (
          <>
            <Button variant="secondary" disabled={busy} onClick={() => setAsking('replace')}>
              {t.replace}
            </Button>
            <Button
              variant="secondary"
              className="btn--danger-outline"
              disabled={busy}
              onClick={() => setAsking('revoke')}
            >
              {t.revoke}
            </Button>
          </>
        ) : (
          <Button disabled={busy} aria-busy={issuing} onClick={() => void make()}>
            {issuing ? t.working : t.create}
          </Button>
        )}
      </div>
      {asking ? (
        <ConfirmDialog
          title={asking === 'replace' ? t.confirmReplaceTitle : t.confirmRevokeTitle}
          message={asking === 'replace' ? t.confirmReplace : t.confirmRevoke}
          confirmLabel={asking === 'replace' ? t.replace : t.revoke}
          cancelLabel={a.cancel}
          busy={busy}
          busyLabel={t.working}
          onConfirm={() => void (asking === 'replace' ? make() : turnOff())}
          onCancel={() => setAsking(null)}
        />
      ) : null}
    </section>
  );
}
