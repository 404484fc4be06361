import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { StatusMessage } from '@/components/ui/status-message';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useAdminLecturesQuery } from '../../core/api';
import type { AdminLectureRow } from '../../core/types';
import { isMonth, shiftMonth, type OverviewScope } from '../overview-scope';

const t = koAdmin.overview;

function lectureOption(lecture: AdminLectureRow): string {
  let name = lecture.title;
  if (lecture.reg_status === '폐강') name += t.cancelledSuffix;
  if (lecture.archived) name += t.archivedSuffix;
  return name;
}

/**
 * What the overview covers: 월별 (a month: 이전 달, the month itself, 다음 달; this month at first) or
 * 강의별 (one lecture of the admin's list, newest first). Every change goes through `onChange`,
 * which puts it in the address.
 */
export function OverviewScopePicker({
  scope,
  thisMonth,
  onChange,
}: {
  scope: OverviewScope;
  thisMonth: string;
  onChange: (scope: OverviewScope) => void;
}) {
  const ids = { month: useId(), lecture: useId() };
  const lectures = useAdminLecturesQuery();
  const rows = useMemo(
    () => [...(lectures.data ?? [])].sort((a, b) => b.id - a.id),
    [lectures.data],
  );
  const byLecture = 'lectureId' in scope;
  const month = byLecture ? thisMonth : scope.month;

  return (
    <div className="admin-overview__picker">
      <fieldset className="admin-fieldset admin-overview__mode">
        <legend className="field__label">{t.scope}</legend>
        <label className="admin-overview__radio">
          <input
            type="radio"
            name="overview-scope"
            checked={!byLecture}
            onChange={() => onChange({ month: thisMonth })}
          />
          {t.byMonth}
        </label>
        <label className="admin-overview__radio">
          <input
            type="radio"
            name="overview-scope"
            checked={byLecture}
            disabled={rows.length === 0}
            onChange={() => rows[0] && onChange({ lectureId: rows[0].id })}
          />
          {t.byLecture}
        </label>
      </fieldset>

      {byLecture ? (
        <div className="field admin-overview__control">
          <label className="field__label" htmlFor={ids.lecture}>
            {t.lecture}
          </label>
          {lectures.error ? (
            <StatusMessage tone="error">
              {koAdmin.common.loadFailed} {errorMessage(lectures.error)}
            </StatusMessage>
          ) : (
            <select
              id={ids.lecture}
              className="field__input"
              value={String(scope.lectureId)}
              onChange={(event) => onChange({ lectureId: Number(event.target.value) })}
            >
              {rows.some((row) => row.id === scope.lectureId) ? null : (
                <option value={String(scope.lectureId)}>
                  {lectures.isLoading ? t.lecturesLoading : `#${scope.lectureId}`}
                </option>
              )}
              {rows.map((lecture) => (
                <option key={lecture.id} value={String(lecture.id)}>
                  {lectureOption(lecture)}
                </option>
              ))}
            </select>
          )}
        </div>
      ) : (
        <div className="admin-overview__month">
          <Button variant="secondary" onClick={() => onChange({ month: shiftMonth(month, -1) })}>
            {t.previousMonth}
          </Button>
          <div className="field admin-overview__control">
            <label className="field__label" htmlFor={ids.month}>
              {t.month}
            </label>
            <input
              id={ids.month}
              type="month"
              className="field__input"
              value={month}
              onChange={(event) => {
                if (isMonth(event.target.value)) onChange({ month: event.target.value });
              }}
            />
          </div>
          <Button variant="secondary" onClick={() => onChange({ month: shiftMonth(month, 1) })}>
            {t.nextMonth}
          </Button>
        </div>
      )}
    </div>
  );
}
