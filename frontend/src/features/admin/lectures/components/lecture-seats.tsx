import { Button } from '@/components/ui/button';
import { koAdmin } from '@/copy/ko-admin';
import { errorMessage } from '@/lib/api-error';
import { useLectureSeatsQuery } from '../api';
import type { SeatRow } from '../../core/types';
import { AdminLoadError, AdminLoading, TableScroll } from '../../core/components/admin-states';

const t = koAdmin.seats;

function SeatCells({ row }: { row: SeatRow }) {
  return (
    <>
      <td className="admin-num">{row.capacity ?? t.unlimited}</td>
      <td className="admin-num">{row.paid}</td>
      <td className="admin-num">{row.awaitingDeposit}</td>
      <td className="admin-num">{row.held}</td>
      <td className="admin-num">{row.offered}</td>
      <td className="admin-num">
        <strong>{row.free ?? t.unlimited}</strong>
      </td>
    </>
  );
}

/**
 * 좌석 현황 of one lecture (GET /api/admin/lecture/{id}/seats): the lecture's total and each
 * course's capacity, paid, awaiting deposit, held while paying, offered to the waiting list, free.
 */
export function LectureSeats({ lectureId, title }: { lectureId: number; title: string }) {
  const { data, error, isLoading, isFetching, refetch } = useLectureSeatsQuery(lectureId, {
    refetchOnMountOrArgChange: true,
  });
  const caption = t.caption(title);

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
  else
    body = (
      <TableScroll label={caption}>
        <table className="admin-table admin-table--sub admin-seats-table" aria-busy={isFetching}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.course}</th>
              <th scope="col" className="admin-num">
                {t.columns.capacity}
              </th>
              <th scope="col" className="admin-num">
                {t.columns.paid}
              </th>
              <th scope="col" className="admin-num">
                {t.columns.awaitingDeposit}
              </th>
              <th scope="col" className="admin-num">
                {t.columns.held}
              </th>
              <th scope="col" className="admin-num">
                {t.columns.offered}
              </th>
              <th scope="col" className="admin-num">
                {t.columns.free}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr className="admin-seats__total">
              <th scope="row">{t.lectureRow}</th>
              <SeatCells row={data.lecture} />
            </tr>
            {data.fees.map((fee) => (
              <tr key={fee.id}>
                <th scope="row">{fee.fee_type}</th>
                <SeatCells row={fee} />
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroll>
    );

  return (
    <div className="admin-panel admin-subpanel">
      <div className="admin-subtable__toolbar">
        <h2 className="admin-panel__title">{t.title}</h2>
        <Button
          variant="secondary"
          className="btn--small"
          aria-label={t.refreshLabel(title)}
          disabled={isFetching}
          onClick={() => void refetch()}
        >
          {t.refresh}
        </Button>
      </div>
      {body}
    </div>
  );
}
