import { Link } from 'react-router-dom';
import type { Schema } from '@shared/contract/schema';
import { koreanMonthDay } from '@shared/format/korean-dates';
import { scheduleText } from '@shared/format/lecture-schedule';
import { Loading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koHome } from '@/copy/ko-home';
import { formatFeeRange } from '@/lib/format';
import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import './cards.css';

type LectureSummary = Schema<'LectureSummaryResponse'>;

const SHOWN = 3;

/**
 * The home page's lectures open now (the same read as the lecture list, rendered on the server
 * with the page): those closing first, at most three, each with its schedule, fee and last day.
 */
export function OpenLectures() {
  const { data, isLoading, isError } = usePublicQuery<LectureSummary[]>(publicReads.lectures());
  const open = (data ?? [])
    .filter((lecture) => lecture.reg_status === 'OPEN' && lecture.seats_left !== 0)
    .sort((a, b) => a.reg_period_end.localeCompare(b.reg_period_end) || a.id - b.id)
    .slice(0, SHOWN);

  return (
    <section className="home-section home-open" aria-labelledby="open-heading">
      <div className="container">
        <h2 id="open-heading" className="section-heading">
          {koHome.openHeading}
        </h2>
        {isLoading ? <Loading /> : null}
        {isError ? <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage> : null}
        {data && open.length === 0 ? <p>{koHome.openEmpty}</p> : null}
        {open.length ? (
          <ul className="card-grid card-grid--wide">
            {open.map((lecture) => (
              <li key={lecture.id} className="card">
                <p className="home-card__meta">
                  {lecture.closing_soon ? (
                    <span className="home-badge home-badge--soon">{koHome.openSoon}</span>
                  ) : null}
                  {koHome.openUntil(koreanMonthDay(lecture.reg_period_end))}
                </p>
                <h3 className="home-card__title">
                  <Link to={paths.lecture(lecture.id)}>{lecture.title}</Link>
                </h3>
                <p className="home-card__line">{scheduleText(lecture)}</p>
                {formatFeeRange(lecture) ? (
                  <p className="home-card__fee">{formatFeeRange(lecture)}</p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : null}
        <p className="home-section__more">
          <Link to={paths.lectures}>{koHome.openAll}</Link>
        </p>
      </div>
    </section>
  );
}
