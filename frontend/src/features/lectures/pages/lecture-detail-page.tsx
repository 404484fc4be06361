import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { PhoneText } from '@/components/ui/phone-text';
import { RichContent } from '@/components/ui/rich-content';
import { ShareButton } from '@/components/ui/share-button';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { paths, uploads } from '@/config/paths';
import { ko } from '@/copy/ko';
import { errorStatus } from '@/lib/api-error';
import { koreanPeriod } from '@shared/format/korean-dates';
import { formatFeeRange, formatPeriod } from '@/lib/format';
import { parseId } from '@/lib/ids';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGetLectureQuery } from '../api';
import { LectureStatus } from '../components/lecture-status';
import { lectureState } from '../lecture-state';
import { sessionText } from '@shared/format/lecture-schedule';
import type { Lecture } from '../types';
import './lectures.css';
import { koLectures } from '@/copy/ko-lectures';

export function LectureDetailPage() {
  const id = parseId(useParams().id);
  const lecture = useGetLectureQuery(id);
  const title = lecture.data?.title;
  useDocumentTitle(title ?? koLectures.listHeading);

  const status = errorStatus(lecture.error);
  let body;
  if (lecture.isLoading) {
    body = <PageLoading />;
  } else if (id === undefined || status === 400 || status === 404 || lecture.data === null) {
    body = <StatusMessage tone="error">{koLectures.notFound}</StatusMessage>;
  } else if (lecture.isError || !lecture.data) {
    body = <StatusMessage tone="error">{ko.status.loadFailed}</StatusMessage>;
  } else {
    body = <LectureDetail lecture={lecture.data} />;
  }

  return (
    <div className="container page page--narrow">
      <h1 className="page-title">{title ?? koLectures.listHeading}</h1>
      {title ? <ShareButton title={title} /> : null}
      {body}
      {lecture.data ? null : <BackToList />}
    </div>
  );
}

function BackToList() {
  return (
    <div className="button-row">
      <Link to={paths.lectures} className={buttonClassName('secondary')}>
        {koLectures.backToList}
      </Link>
    </div>
  );
}

function LectureDetail({ lecture }: { lecture: Lecture }) {
  const navigate = useNavigate();
  const rows = koLectures.detailRows;
  const state = lectureState(lecture);
  const fee = formatFeeRange(lecture);

  const apply = () =>
    navigate(paths.application, {
      state: {
        lectureId: lecture.id,
        lectureTitle: lecture.title,
        participant: lecture.participant,
      },
    });

  return (
    <>
      <section className="lecture-summary" aria-label={rows.status}>
        <LectureStatus state={state} />
        {fee ? <p className="lecture-summary__fee">{fee}</p> : null}
        <dl className="summary-list">
          <div>
            <dt>{rows.schedule}</dt>
            <dd>
              {lecture.sessions.length ? (
                <ol className="session-list">
                  {lecture.sessions.map((session) => (
                    <li key={`${session.day} ${session.start}`}>{sessionText(session)}</li>
                  ))}
                </ol>
              ) : (
                koreanPeriod(lecture.lec_period_start, lecture.lec_period_end)
              )}
            </dd>
          </div>
          {lecture.venue ? (
            <div>
              <dt>{rows.venue}</dt>
              <dd>{lecture.venue}</dd>
            </div>
          ) : null}
          {lecture.audience ? (
            <div>
              <dt>{rows.audience}</dt>
              <dd>{lecture.audience}</dd>
            </div>
          ) : null}
          <div>
            <dt>{rows.participant}</dt>
            <dd>
              {lecture.participant === 'CHILD'
                ? koLectures.childParticipant
                : koLectures.applicantParticipant}
            </dd>
          </div>
        </dl>
      </section>
      <table className="detail-table">
        <caption className="visually-hidden">{koLectures.detailCaption}</caption>
        <tbody>
          <tr>
            <th scope="row">{rows.title}</th>
            <td>{lecture.title}</td>
          </tr>
          <tr>
            <th scope="row">{rows.regPeriod}</th>
            <td>{formatPeriod(lecture.reg_period_start, lecture.reg_period_end)}</td>
          </tr>
          <tr>
            <th scope="row">{rows.instructor}</th>
            <td>{lecture.instructor_name}</td>
          </tr>
          <tr>
            <th scope="row">{rows.lecPeriod}</th>
            <td>{formatPeriod(lecture.lec_period_start, lecture.lec_period_end)}</td>
          </tr>
          <tr>
            <th scope="row">{rows.organizer}</th>
            <td>{lecture.organizer}</td>
          </tr>
          <tr>
            <th scope="row">{rows.inquiry}</th>
            <td>
              <PhoneText text={lecture.inquiry} />
            </td>
          </tr>
          {lecture.what_to_bring ? (
            <tr>
              <th scope="row">{rows.whatToBring}</th>
              <td className="detail-table__multiline">{lecture.what_to_bring}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
      <RichContent html={lecture.content ?? ''} label={koLectures.contentLabel} />
      {lecture.file_name ? (
        <img
          className="lecture-banner"
          src={uploads.lecture(lecture.file_name)}
          alt={koLectures.bannerAlt(lecture.title)}
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="lecture-action sticky-bar" role="region" aria-label={koLectures.actionBar}>
        <p className="lecture-action__price">
          {fee ? `${fee} · ` : ''}
          <span className="lecture-status__note">{state.note}</span>
        </p>
        <div className="lecture-action__buttons">
          {state.canApply ? (
            <Button className="btn--large" onClick={apply}>
              {koLectures.apply}
            </Button>
          ) : null}
          {state.canWait ? (
            <Link
              to={paths.waitlist(lecture.id)}
              className={buttonClassName('primary', 'btn--large')}
            >
              {koLectures.waitlist}
            </Link>
          ) : null}
          <Link to={paths.lectures} className={buttonClassName('secondary', 'btn--large')}>
            {koLectures.backToList}
          </Link>
        </div>
      </div>
    </>
  );
}

export default LectureDetailPage;
