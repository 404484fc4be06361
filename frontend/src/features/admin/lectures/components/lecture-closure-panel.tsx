import { useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { formatInstant, formatWon } from '@/lib/format';
import { closureChanged, useLectureClosureQuery, useLectureClosureState } from '../api';
import { useAreaSlots } from '../../core/area-slots';
import type { ClosureItem, LectureClosure } from '../../core/types';
import {
  closureAnnouncement,
  closurePollingInterval,
  type ClosureProgress,
} from '../closure/closure-form';
import {
  AdminLoadError,
  AdminLoading,
  PaymentStatus,
  TableScroll,
} from '../../core/components/admin-states';

const t = koAdmin.closure;

/** What became of one family, in words: 환불 완료 · 30,000원, 가상계좌 취소, 확인 필요… */
function outcomeText(item: ClosureItem): string {
  if (item.outcome === 'REFUNDED') return t.refunded(formatWon(item.refundedAmount));
  if (item.resolved) return t.resolved;
  return t.outcome[item.outcome] ?? item.outcome;
}

function progressOf(closure: LectureClosure): ClosureProgress {
  return { state: closure.state, done: closure.done, total: closure.total };
}

/**
 * The polite live region of the panel: the start (when the admin has just closed the lecture),
 * the count at most every 10 s while it moves, and the end; never every poll.
 */
function useClosureAnnouncement(closure: LectureClosure | undefined, justClosed: boolean) {
  const [text, setText] = useState(() =>
    justClosed && closure ? t.announceStarted(closure.total) : '',
  );
  const previous = useRef<ClosureProgress | undefined>(closure ? progressOf(closure) : undefined);
  const lastAt = useRef(0);

  useEffect(() => {
    if (!closure) return;
    const next = progressOf(closure);
    const now = Date.now();
    if (lastAt.current === 0) lastAt.current = now;
    const say = closureAnnouncement(previous.current, next, now - lastAt.current);
    previous.current = next;
    if (!say) return;
    lastAt.current = now;
    setText(
      say === 'done'
        ? t.announceDone(closure.total, closure.needsAttention)
        : t.announceProgress(closure.done, closure.total),
    );
  }, [closure]);
  return text;
}

/**
 * 폐강 처리 of a lecture (GET …/closure): the state (진행 중 / 완료), n/total 처리 with a progress
 * bar, the refunded total, the reason, then each family's outcome. Asked again every 2 s while the
 * job runs (RTK Query's polling, off once DONE); each change of the count also refreshes the
 * lecture's applicants, seats, list and overview. A family left for a person (확인 필요) opens its
 * 결제·환불. `initial` is the POST's answer when the admin has just closed the lecture here: it
 * shows until the first read arrives, the heading takes the focus (the 폐강 button is gone) and
 * the start is announced.
 */
export function LectureClosurePanel({
  lectureId,
  title,
  initial,
}: {
  lectureId: number;
  title: string;
  initial?: LectureClosure;
}) {
  const dispatch = useDispatch();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const progressId = useId();
  // Poll while the latest answer (the cache's, read before subscribing) says RUNNING.
  const cached = useLectureClosureState(lectureId);
  const { currentData, error, isFetching, refetch } = useLectureClosureQuery(lectureId, {
    pollingInterval: closurePollingInterval(cached.currentData ?? initial),
    skipPollingIfUnfocused: false,
    refetchOnMountOrArgChange: true,
  });
  const closure = currentData ?? initial;
  const justClosed = useRef(initial !== undefined);
  const announcement = useClosureAnnouncement(closure, initial !== undefined);
  const [moneyOf, setMoneyOf] = useState<ClosureItem | null>(null);
  const { ApplicationMoneyDialog } = useAreaSlots();

  // The panel replaces the 폐강 button the admin has just used: the focus comes here.
  useEffect(() => {
    if (justClosed.current) headingRef.current?.focus();
  }, []);

  // The job changes the lecture's applicants, seats and figures as it goes.
  const done = closure?.done;
  const seen = useRef(done);
  useEffect(() => {
    if (done === undefined) return;
    const before = seen.current;
    seen.current = done;
    if (before !== undefined && before !== done) dispatch(closureChanged(lectureId));
  }, [done, dispatch, lectureId]);

  let body;
  if (!closure && error) {
    body = (
      <AdminLoadError
        detail={errorMessage(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  } else if (!closure) {
    body = <AdminLoading />;
  } else {
    const running = closure.state === 'RUNNING';
    const facts: [string, string][] = [
      [t.fields.progress, t.processed(closure.done, closure.total)],
      [t.fields.refunded, formatWon(closure.refundedAmount)],
      ...(closure.needsAttention > 0
        ? [[t.fields.attention, t.count(closure.needsAttention)] as [string, string]]
        : []),
      [t.fields.reason, closure.reason],
      [t.fields.requested, t.requested(closure.requestedBy, formatInstant(closure.createdAt))],
      ...(closure.finishedAt
        ? [[t.fields.finished, formatInstant(closure.finishedAt)] as [string, string]]
        : []),
    ];
    body = (
      <>
        <div className="admin-closure__progress">
          <span id={progressId} className="admin-closure__progress-label">
            {t.progress}
          </span>
          <progress
            aria-labelledby={progressId}
            max={Math.max(closure.total, 1)}
            value={closure.total === 0 ? 1 : closure.done}
          />
        </div>
        <dl className="info-list admin-closure__facts">
          {facts.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {running ? <p className="admin-closure__note">{t.running}</p> : null}
        {closure.needsAttention > 0 ? (
          <p className="admin-closure__note admin-closure__note--attention">{t.attentionNote}</p>
        ) : null}
        <h3 className="admin-panel__title admin-closure__families">{t.families}</h3>
        {closure.items.length === 0 ? (
          <p className="admin-empty">{t.noFamilies}</p>
        ) : (
          <ClosureItems title={title} items={closure.items} onMoney={setMoneyOf} />
        )}
      </>
    );
  }

  return (
    <section
      className="admin-closure"
      aria-labelledby={headingId}
      aria-busy={isFetching && !currentData}
    >
      <div className="admin-closure__head">
        <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-closure__title">
          {t.title}
        </h2>
        {closure ? (
          <span
            className={`admin-tag admin-closure__state admin-closure__state--${closure.state.toLowerCase()}`}
          >
            {t.state[closure.state] ?? closure.state}
          </span>
        ) : null}
      </div>
      <div className="visually-hidden" role="status">
        {announcement}
      </div>
      {body}
      {moneyOf ? (
        <ApplicationMoneyDialog
          applicant={{ id: moneyOf.applicationId, name: moneyOf.name }}
          lectureId={lectureId}
          onClose={() => setMoneyOf(null)}
        />
      ) : null}
    </section>
  );
}

function ClosureItems({
  title,
  items,
  onMoney,
}: {
  title: string;
  items: ClosureItem[];
  onMoney: (item: ClosureItem) => void;
}) {
  const caption = t.familiesCaption(title);
  return (
    <TableScroll label={caption}>
      <table className="admin-table admin-table--sub admin-closure__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.name}</th>
            <th scope="col">{t.columns.outcome}</th>
            <th scope="col">{t.columns.status}</th>
            <th scope="col">{t.columns.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => {
            const attention = item.outcome === 'NEEDS_ATTENTION';
            return (
              <tr key={item.applicationId}>
                <th scope="row">{item.name}</th>
                <td>
                  <span
                    className={`admin-closure__outcome admin-closure__outcome--${item.outcome.toLowerCase()}`}
                  >
                    {outcomeText(item)}
                  </span>
                  {item.detail && attention ? (
                    <p className="admin-closure__detail">{item.detail}</p>
                  ) : null}
                </td>
                <td>
                  <PaymentStatus code={item.paymentStatus} />
                </td>
                <td>
                  {attention ? (
                    <Button
                      variant="secondary"
                      className="btn--small"
                      aria-label={koAdmin.money.buttonLabel(item.name)}
                      onClick={() => onMoney(item)}
                    >
                      {koAdmin.money.button}
                    </Button>
                  ) : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
