import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { formatFeeRange, formatPeriod } from '@/lib/format';
import type { LectureSummary } from '../types';
import { lectureState } from '../lecture-state';
import { scheduleText } from '@shared/format/lecture-schedule';
import { LectureStatus } from './lecture-status';
import { koLectures } from '@/copy/ko-lectures';

const columns = koLectures.columns;

/**
 * Newest first (as the filter left them), numbered from the highest number down. The title is a real link (keyboard,
 * middle-click); clicking anywhere else on the row is a mouse convenience.
 * Explicit table roles keep the semantics when phones show the rows as stacked cards; there the
 * column names come from CSS (data-label), hidden from screen readers, which read the headers.
 */
export function LectureTable({ lectures }: { lectures: readonly LectureSummary[] }) {
  const navigate = useNavigate();
  const rows = [...lectures].reverse();

  const openRow = (event: MouseEvent<HTMLTableRowElement>, id: number) => {
    const target = event.target as HTMLElement;
    if (target.closest('a, button') || window.getSelection()?.toString()) return;
    void navigate(paths.lecture(id));
  };

  return (
    <table className="lecture-table" role="table">
      <caption className="visually-hidden">{koLectures.tableCaption}</caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader" className="lecture-table__number">
            {columns.number}
          </th>
          <th scope="col" role="columnheader">
            {columns.title}
          </th>
          <th scope="col" role="columnheader">
            {columns.instructor}
          </th>
          <th scope="col" role="columnheader">
            {columns.regPeriod}
          </th>
          <th scope="col" role="columnheader">
            {columns.fee}
          </th>
          <th scope="col" role="columnheader">
            {columns.regStatus}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((lecture, index) => (
          <tr
            key={lecture.id}
            role="row"
            className="lecture-table__row"
            onClick={(event) => openRow(event, lecture.id)}
          >
            <td role="cell" className="lecture-table__number" data-label={columns.number}>
              {rows.length - index}
            </td>
            <td role="cell" className="lecture-table__title">
              <Link to={paths.lecture(lecture.id)}>{lecture.title}</Link>
              <span className="lecture-table__schedule">
                {scheduleText(lecture)}
                {lecture.venue ? ` · ${lecture.venue}` : ''}
              </span>
            </td>
            <td role="cell" data-label={columns.instructor}>
              {lecture.instructor_name}
            </td>
            <td role="cell" className="lecture-table__period" data-label={columns.regPeriod}>
              {formatPeriod(lecture.reg_period_start, lecture.reg_period_end)}
            </td>
            <td role="cell" className="lecture-table__fee" data-label={columns.fee}>
              {formatFeeRange(lecture)}
            </td>
            <td role="cell" className="lecture-table__status">
              <LectureStatus state={lectureState(lecture)} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
