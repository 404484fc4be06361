import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { koAdmin } from '@/copy/ko-admin';
import type { AdminLectureRow } from '../../core/types';
import {
  APPLICANT_SORTS,
  APPLICANT_STATUSES,
  type ApplicantQuery,
  type ApplicantSort,
} from '../applicant-query';
import { paymentStatusText } from '../../core/components/admin-states';

const t = koAdmin.applicants;
const DEBOUNCE_MS = 300;

/**
 * A change of the query; a `typing` change replaces the address's step instead of adding one (the
 * search being typed already has its step).
 */
export type QueryChange = (change: Partial<ApplicantQuery>, options?: { typing?: boolean }) => void;

/**
 * The search form of 신청자 관리: the text (searched 300 ms after the last key, or at once on
 * Enter), the lecture, the payment state and the order. Every change goes back to page 1. A
 * search gets one step in the history however it was sent: its first send adds the step, the
 * later ones while it is typed replace it, so 뒤로 goes to the search before, not to a keystroke
 * (and not past it when the pause before Enter was longer than 300 ms).
 */
export function ApplicantFilters({
  query,
  lectures,
  onChange,
}: {
  query: ApplicantQuery;
  lectures: readonly AdminLectureRow[];
  onChange: QueryChange;
}) {
  const [text, setText] = useState(query.q);
  // The words of the search this box's step holds while it is typed; null once it is done (Enter)
  // or the address moved elsewhere, so that the next search adds a step of its own.
  const [typed, setTyped] = useState<string | null>(null);
  // Every word this box sent that the address may still bring back. Navigations render as
  // transitions, so under load an earlier send can reach the address after a later one was
  // made: the box (typed on since) is left alone for any of them, and shows the address's words
  // only when they came from elsewhere (back, forward, a reset). Once the latest send is in the
  // address, the earlier ones can no longer arrive.
  const [sent, setSent] = useState<readonly string[]>([query.q]);
  const [shownQ, setShownQ] = useState(query.q);
  if (shownQ !== query.q) {
    setShownQ(query.q);
    if (!sent.includes(query.q)) setTyped(null);
    if (!sent.includes(query.q) && text.trim() !== query.q) setText(query.q);
    if (query.q === sent.at(-1)) setSent([query.q]);
  }

  const send = useCallback(
    (wanted: string, typing: boolean) => {
      setSent((earlier) => [...earlier, wanted]);
      onChange({ q: wanted, page: 1 }, { typing: typed !== null });
      setTyped(typing ? wanted : null);
    },
    [onChange, typed],
  );

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === query.q) return;
    const timer = window.setTimeout(() => send(wanted, true), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, query.q, send]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const wanted = text.trim();
    if (wanted !== query.q) send(wanted, false);
    else setTyped(null);
  };

  return (
    <form
      className="admin-applicant-filters"
      role="search"
      aria-label={t.search.region}
      onSubmit={submit}
    >
      <div className="admin-applicant-filters__field admin-applicant-filters__field--wide">
        <label htmlFor="applicant-q">{t.search.q}</label>
        <input
          id="applicant-q"
          type="search"
          value={text}
          maxLength={100}
          autoComplete="off"
          enterKeyHint="search"
          aria-describedby="applicant-q-hint"
          onChange={(event) => setText(event.target.value)}
        />
        <p id="applicant-q-hint" className="admin-applicant-filters__hint">
          {t.search.qHint}
        </p>
      </div>
      <div className="admin-applicant-filters__field">
        <label htmlFor="applicant-lecture">{t.search.lecture}</label>
        <select
          id="applicant-lecture"
          value={query.lectureId ?? ''}
          onChange={(event) =>
            onChange({
              lectureId: event.target.value ? Number(event.target.value) : undefined,
              page: 1,
            })
          }
        >
          <option value="">{t.search.allLectures}</option>
          {lectures.map((lecture) => (
            <option key={lecture.id} value={lecture.id}>
              {lecture.title}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-applicant-filters__field">
        <label htmlFor="applicant-status">{t.search.status}</label>
        <select
          id="applicant-status"
          value={query.status ?? ''}
          onChange={(event) =>
            onChange({
              status: APPLICANT_STATUSES.find((code) => code === event.target.value),
              page: 1,
            })
          }
        >
          <option value="">{t.search.allStatuses}</option>
          {APPLICANT_STATUSES.map((code) => (
            <option key={code} value={code}>
              {paymentStatusText(code)}
            </option>
          ))}
        </select>
      </div>
      <div className="admin-applicant-filters__field">
        <label htmlFor="applicant-sort">{t.search.sort}</label>
        <select
          id="applicant-sort"
          value={query.sort}
          onChange={(event) => onChange({ sort: event.target.value as ApplicantSort, page: 1 })}
        >
          {APPLICANT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
