import { Link } from 'react-router-dom';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { formatWon } from '@/lib/format';
import type { Overview } from '../../core/types';
import { TableScroll } from '../../core/components/admin-states';

const t = koAdmin.overview;

type Figures = Overview['totals'];

/** The counts and the won of one line (a lecture's, or the 합계), in the columns' order. */
function FigureCells({ row }: { row: Figures }) {
  return (
    <>
      <td className="admin-num">{row.applications}</td>
      <td className="admin-num">{row.paid}</td>
      <td className="admin-num">{row.awaitingDeposit}</td>
      <td className="admin-num">{row.refunded}</td>
      <td className="admin-num admin-nowrap">{formatWon(row.paidAmount)}</td>
      <td className="admin-num admin-nowrap">{formatWon(row.refundedAmount)}</td>
      <td className="admin-num admin-nowrap admin-overview__net">{formatWon(row.netRevenue)}</td>
    </>
  );
}

/**
 * The overview's table: a line per lecture (its name leads to the lecture's whole-life overview
 * in the month view; 폐강 beside a cancelled one), then the 합계.
 */
export function OverviewTable({ overview }: { overview: Overview }) {
  const caption = t.caption(overview.title);
  const byMonth = overview.scope === 'month';
  return (
    <TableScroll label={caption}>
      <table className="admin-table admin-overview__table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.columns.lecture}</th>
            <th scope="col" className="admin-num">
              {t.columns.applications}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.paid}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.awaitingDeposit}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.refunded}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.paidAmount}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.refundedAmount}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.netRevenue}
            </th>
            <th scope="col" className="admin-num">
              {t.columns.seats}
            </th>
          </tr>
        </thead>
        <tbody>
          {overview.lectures.map((row) => (
            <tr key={row.lectureId}>
              <th scope="row" className="admin-table__title">
                {byMonth ? (
                  <Link
                    to={`${adminPaths.overview}?lectureId=${row.lectureId}`}
                    aria-label={t.lectureLink(row.title)}
                  >
                    {row.title}
                  </Link>
                ) : (
                  row.title
                )}
                {row.cancelled ? (
                  <>
                    {' '}
                    <span className="admin-tag admin-tag--cancelled">{t.cancelled}</span>
                  </>
                ) : null}
              </th>
              <FigureCells row={row} />
              <td className="admin-num admin-nowrap">{t.seats(row.seatsTaken, row.capacity)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className="admin-overview__total">
            <th scope="row">{t.total}</th>
            <FigureCells row={overview.totals} />
            <td />
          </tr>
        </tfoot>
      </table>
    </TableScroll>
  );
}
