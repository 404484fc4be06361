import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { ConfirmDialog } from '@/forms/confirm-dialog';
import {
  useLectureWaitlistQuery,
  useOfferWaitlistSeatMutation,
  useRemoveWaitlistEntryMutation,
} from '../api';
import type { AdminWaitlistEntry } from '../../core/types';
import {
  AdminLoadError,
  AdminLoading,
  TableScroll,
  failedBecause,
} from '../../core/components/admin-states';
import { RowCard, RowCards } from '../../core/components/row-cards';
import { usePhoneLayout } from '../../core/use-phone-layout';
import {
  RevealAnnouncer,
  RevealButton,
  useContactReveal,
} from '../../core/components/contact-reveal';

const t = koAdmin.waitlist;

function formatWhen(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : date.toLocaleString('ko-KR', { timeZone: 'Asia/Seoul' });
}

/** Copies the offer link (the centre sends it by hand until messaging exists). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 대기자 명단 of one lecture (GET /api/admin/lecture/{id}/waitlist), in order per course: status,
 * an open offer's expiry and 링크 복사, 좌석 제안 for someone waiting, and 삭제 (asked first). A
 * table; on a phone a card per entry.
 */
export function LectureWaitlist({ lectureId, title }: { lectureId: number; title: string }) {
  const showAlert = useAlert();
  const { data, error, isLoading, isFetching, refetch } = useLectureWaitlistQuery(lectureId, {
    refetchOnMountOrArgChange: true,
  });
  const [offerSeat, { isLoading: offering }] = useOfferWaitlistSeatMutation();
  const [removeEntry, { isLoading: removing }] = useRemoveWaitlistEntryMutation();
  const [pendingRemove, setPendingRemove] = useState<AdminWaitlistEntry | null>(null);
  const caption = t.caption(title);
  const reveal = useContactReveal('waitlist');
  const phone = usePhoneLayout();

  const copyLink = async (url: string) => {
    await showAlert((await copyText(url)) ? t.copied : t.copyFailed(url));
  };

  const offer = async (entry: AdminWaitlistEntry) => {
    if (offering) return;
    try {
      const answer = await offerSeat({ entryId: entry.id, lectureId }).unwrap();
      await showAlert(answer.message || t.offered);
    } catch (caught) {
      await showAlert(failedBecause(t.offerFailed, caught));
    }
  };

  const confirmRemove = async () => {
    if (!pendingRemove || removing) return;
    let message: string;
    try {
      const answer = await removeEntry({ entryId: pendingRemove.id, lectureId }).unwrap();
      message = answer.message || t.removed;
    } catch (caught) {
      message = failedBecause(t.removeFailed, caught);
    }
    setPendingRemove(null);
    await showAlert(message);
  };

  const contact = (entry: AdminWaitlistEntry) => {
    const full = reveal.shown.get(entry.id);
    return (
      <>
        {full?.contact ?? entry.contact}{' '}
        <RevealButton
          name={entry.name}
          shown={full !== undefined}
          busy={reveal.pending === entry.id}
          onToggle={() => void reveal.toggle(entry.id, entry.name)}
        />
      </>
    );
  };

  const actions = (entry: AdminWaitlistEntry) => (
    <div className="admin-row-actions">
      {entry.status === 'OFFERED' && entry.offerUrl ? (
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={t.copyLinkLabel(entry.name)}
          onClick={() => void copyLink(entry.offerUrl ?? '')}
        >
          {t.copyLink}
        </Button>
      ) : null}
      {entry.status === 'WAITING' ? (
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={t.offerLabel(entry.name)}
          disabled={offering}
          onClick={() => void offer(entry)}
        >
          {t.offer}
        </Button>
      ) : null}
      {entry.status === 'WAITING' || entry.status === 'OFFERED' ? (
        <Button
          variant="secondary"
          className="btn--small btn--danger-outline"
          aria-label={t.removeLabel(entry.name)}
          onClick={() => setPendingRemove(entry)}
        >
          {t.remove}
        </Button>
      ) : null}
    </div>
  );

  const expires = (entry: AdminWaitlistEntry) =>
    entry.status === 'OFFERED' ? formatWhen(entry.offerExpiresAt) : '';

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
  else if (phone)
    body = (
      <RowCards label={caption} busy={isFetching}>
        {data.map((entry) => (
          <RowCard
            key={entry.id}
            name={entry.name}
            headingLevel={3}
            facts={[
              { key: 'order', label: t.columns.order, value: entry.position ?? '' },
              { key: 'course', label: t.columns.course, value: entry.feeType },
              { key: 'contact', label: t.columns.contact, value: contact(entry) },
              {
                key: 'email',
                label: t.columns.email,
                value: (
                  <span className="admin-break-all">
                    {reveal.shown.get(entry.id)?.email ?? entry.email}
                  </span>
                ),
              },
              {
                key: 'status',
                label: t.columns.status,
                value: t.status[entry.status] ?? entry.status,
              },
              ...(entry.status === 'OFFERED'
                ? [{ key: 'expires', label: t.columns.expires, value: expires(entry) }]
                : []),
            ]}
          >
            <div className="admin-card__actions">{actions(entry)}</div>
          </RowCard>
        ))}
      </RowCards>
    );
  else
    body = (
      <TableScroll label={caption}>
        <table className="admin-table admin-table--sub admin-waitlist-table" aria-busy={isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="admin-num">
                {t.columns.order}
              </th>
              <th scope="col">{t.columns.course}</th>
              <th scope="col">{t.columns.name}</th>
              <th scope="col">{t.columns.contact}</th>
              <th scope="col">{t.columns.email}</th>
              <th scope="col">{t.columns.status}</th>
              <th scope="col">{t.columns.expires}</th>
              <th scope="col">{t.columns.actions}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => {
              const full = reveal.shown.get(entry.id);
              return (
                <tr key={entry.id}>
                  <td className="admin-num">{entry.position ?? ''}</td>
                  <td>{entry.feeType}</td>
                  <th scope="row">{entry.name}</th>
                  <td className="admin-nowrap">{contact(entry)}</td>
                  <td className="admin-break-all">{full?.email ?? entry.email}</td>
                  <td className="admin-nowrap">{t.status[entry.status] ?? entry.status}</td>
                  <td className="admin-nowrap">{expires(entry)}</td>
                  <td>{actions(entry)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroll>
    );

  return (
    <div className="admin-panel admin-subpanel">
      <h2 className="admin-panel__title">{t.title}</h2>
      {body}
      <RevealAnnouncer message={reveal.announcement} />
      {pendingRemove ? (
        <ConfirmDialog
          title={t.confirmRemoveTitle}
          message={t.confirmRemove(pendingRemove.name, pendingRemove.feeType)}
          confirmLabel={t.confirmRemoveButton}
          cancelLabel={t.cancel}
          busy={removing}
          busyLabel={t.removing}
          onConfirm={() => void confirmRemove()}
          onCancel={() => setPendingRemove(null)}
        />
      ) : null}
    </div>
  );
}
