import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { adminPaths } from '@/config/admin-paths';
import { koAdmin } from '@/copy/ko-admin';
import { koAdminDashboard as t } from '@/copy/ko-admin-dashboard';
import { errorMessage } from '@/lib/api-error';
import { formatDay, formatInstant, formatWon } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AdminLoadError, AdminLoading } from '../../core/components/admin-states';
import type { Dashboard } from '../../core/types';
import { useAdminDashboardQuery } from '../api';
import '../../core/admin-pages.css';
import './admin-dashboard.css';

/** "2026-12-15" → "12월 15일(화)": this year's days need no year on a small screen. */
const shortDay = (day: string) => formatDay(day).replace(/^\d{4}년 /, '');

/** One figure: its name, its number, what it means, and the list behind it. */
function Tile({
  id,
  title,
  figure,
  to,
  open,
  children,
}: {
  id: string;
  title: string;
  figure: string;
  to?: string;
  open?: string;
  children?: ReactNode;
}) {
  return (
    <section className="dashboard-tile" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="dashboard-tile__title">
        {title}
      </h2>
      <p className="dashboard-tile__figure">{figure}</p>
      {children}
      {to && open ? (
        <Link className="dashboard-tile__link" to={to}>
          {open}
        </Link>
      ) : null}
    </section>
  );
}

function DashboardBody({ board }: { board: Dashboard }) {
  const { today, month, deposits, failedMessages } = board;
  return (
    <>
      <div className="dashboard-grid">
        <Tile
          id="dash-appointments"
          title={t.appointments.title}
          figure={t.count(today.appointments)}
          to={adminPaths.appointmentsDay(today.date)}
          open={t.appointments.open}
        />
        <Tile
          id="dash-today"
          title={t.today.title}
          figure={t.count(today.applications)}
          to={adminPaths.users}
          open={t.today.open}
        >
          <p className="dashboard-tile__note">
            {t.today.amount(formatWon(today.applicationsAmount))}
          </p>
        </Tile>
        <Tile
          id="dash-deposits"
          title={t.deposits.title}
          figure={t.count(deposits.count)}
          to={`${adminPaths.users}?status=W`}
          open={t.deposits.open}
        >
          {deposits.soonest.length > 0 ? (
            <ul className="dashboard-tile__list">
              {deposits.soonest.map((deposit) => (
                <li key={deposit.applicationId}>
                  {deposit.lectureTitle} · {formatWon(deposit.amount)}
                  {deposit.dueAt ? ` · ${t.deposits.due(formatInstant(deposit.dueAt))}` : ''}
                </li>
              ))}
            </ul>
          ) : (
            <p className="dashboard-tile__note">{t.deposits.none}</p>
          )}
        </Tile>
        <Tile
          id="dash-money"
          title={t.money.title}
          figure={`${t.money.today} ${formatWon(today.money.net)}`}
          to={`${adminPaths.overview}?month=${month.month}`}
          open={t.money.open}
        >
          <p className="dashboard-tile__note">
            {t.money.detail(formatWon(today.money.paid), formatWon(today.money.refunded))}
          </p>
          <p className="dashboard-tile__second">
            {t.money.month(month.month)} {formatWon(month.money.net)}
          </p>
          <p className="dashboard-tile__note">
            {t.money.detail(formatWon(month.money.paid), formatWon(month.money.refunded))}
          </p>
        </Tile>
        {board.refundRequests !== null ? (
          <Tile
            id="dash-refunds"
            title={t.refunds.title}
            figure={t.count(board.refundRequests)}
            to={adminPaths.refundRequests}
            open={t.refunds.open}
          />
        ) : null}
        <Tile
          id="dash-inquiries"
          title={t.inquiries.title}
          figure={t.count(board.inquiries)}
          to={adminPaths.inquiriesBy('NEW')}
          open={t.inquiries.open}
        />
        <Tile id="dash-failed" title={t.failed.title} figure={t.count(failedMessages.count)}>
          {failedMessages.newest.length > 0 ? (
            <>
              <ul className="dashboard-tile__list">
                {failedMessages.newest.map((message) => (
                  <li key={`${message.failedAt} ${message.recipient}`}>
                    {t.failed.item(
                      message.label,
                      t.failed.channel[message.channel] ?? message.channel,
                      message.recipient,
                    )}{' '}
                    <span className="dashboard-tile__when">{formatInstant(message.failedAt)}</span>
                  </li>
                ))}
              </ul>
              <p className="dashboard-tile__note">{t.failed.hint}</p>
            </>
          ) : (
            <p className="dashboard-tile__note">{t.failed.none}</p>
          )}
        </Tile>
      </div>

      <section className="dashboard-section" aria-labelledby="dash-filling-title">
        <h2 id="dash-filling-title" className="admin-section-title">
          {t.filling.title}
        </h2>
        {board.filling.length === 0 ? (
          <p className="admin-empty">{t.filling.none}</p>
        ) : (
          <table className="admin-table dashboard-table">
            <caption className="visually-hidden">{t.filling.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.filling.lecture}</th>
                <th scope="col">{t.filling.seats}</th>
                <th scope="col">{t.filling.waiting}</th>
              </tr>
            </thead>
            <tbody>
              {board.filling.map((lecture) => (
                <tr key={lecture.lectureId}>
                  <th scope="row">
                    <Link to={`${adminPaths.users}?lectureId=${lecture.lectureId}`}>
                      {lecture.title}
                    </Link>
                  </th>
                  <td>{t.filling.seatsOf(lecture.seatsLeft, lecture.capacity)}</td>
                  <td>{t.people(lecture.waiting)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section className="dashboard-section" aria-labelledby="dash-starting-title">
        <h2 id="dash-starting-title" className="admin-section-title">
          {t.starting.title}
        </h2>
        {board.starting.length === 0 ? (
          <p className="admin-empty">{t.starting.none}</p>
        ) : (
          <table className="admin-table dashboard-table">
            <caption className="visually-hidden">{t.starting.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.starting.day}</th>
                <th scope="col">{t.starting.lecture}</th>
                <th scope="col">{t.starting.applications}</th>
              </tr>
            </thead>
            <tbody>
              {board.starting.map((lecture) => (
                <tr key={lecture.lectureId}>
                  <td className="dashboard-table__day">
                    {shortDay(lecture.day)}
                    {lecture.time ? ` ${lecture.time}` : ''}
                  </td>
                  <th scope="row">
                    <Link to={`${adminPaths.users}?lectureId=${lecture.lectureId}`}>
                      {lecture.title}
                    </Link>
                  </th>
                  <td>{t.people(lecture.applications)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </>
  );
}

/** /admin: the dashboard, for the signed-in role (the owner also sees refunds to approve). */
export function AdminHomePage() {
  const title = koAdmin.home.title;
  useDocumentTitle(title);
  const { data, error, isLoading, isFetching, refetch } = useAdminDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  return (
    <div className="admin-page admin-dashboard">
      <div className="dashboard-head">
        <h1 className="admin-page__title">{title}</h1>
        {data ? (
          <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
            {isFetching ? t.refreshing : t.refresh}
          </Button>
        ) : null}
      </div>
      {isLoading ? <AdminLoading /> : null}
      {!data && !isLoading ? (
        <AdminLoadError
          detail={error ? errorMessage(error) : undefined}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : null}
      {data ? (
        <>
          <p className="admin-panel__lead">{t.lead(formatDay(data.today.date))}</p>
          <DashboardBody board={data} />
        </>
      ) : null}
    </div>
  );
}

export default AdminHomePage;
