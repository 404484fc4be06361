import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, buttonClassName } from '@/components/ui/button';
import { PageLoading, StatusMessage } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koWaitlist as copy } from '@/copy/ko-waitlist';
import { errorStatus } from '@/lib/api-error';
import { parseId } from '@/lib/ids';
import type { MyInfoNavigationState } from '@/lib/payment-navigation';
import { usePublicQuery } from '@/lib/public-data';
import { publicReads } from '@/lib/public-reads';
import { useGetLectureFeesQuery } from '../api';
import { ApplicantFields } from '../components/applicant-fields';
import { ApplicationFrame } from '../components/application-frame';
import { ConsentSection } from '../components/consent-section';
import { FeeSelector, isFullFee, type ChosenFee } from '../components/fee-selector';
import type { ApplicationNavigationState, LectureDetail } from '../types';
import { useFocusRequest } from '../use-focus-request';
import { useWaitlistSubmit, type JoinedCourse } from '../use-waitlist-submit';
import { seoulToday, type FormValues } from '../validation';
import '@/forms/forms.css';
import './application.css';
import { koLectures } from '@/copy/ko-lectures';

/** GET /api/lecture/{id} answers with a one-element array; null means "no such lecture". */
const oneLecture = (response: LectureDetail[] | LectureDetail) =>
  (Array.isArray(response) ? response[0] : response) ?? null;

/** /lecture/:id/waitlist: 대기 신청 for the lecture's full courses. */
export function WaitlistPage() {
  const id = parseId(useParams().id);
  const lecture = usePublicQuery<LectureDetail | null>(
    id === undefined ? undefined : publicReads.lecture(id),
    { transform: oneLecture },
  );
  const data = lecture.data;
  const status = errorStatus(lecture.error);

  let title: string = copy.pageTitle;
  let body;
  if (lecture.isLoading) {
    body = <PageLoading />;
  } else if (id === undefined || status === 400 || status === 404 || data === null) {
    body = <Notice text={copy.notFound} />;
  } else if (lecture.isError || !data) {
    body = <Notice text={ko.status.loadFailed} />;
  } else {
    title = data.title;
    body =
      data.reg_status === 'OPEN' ? (
        <WaitlistForm key={data.id} lecture={data} />
      ) : (
        <Notice text={copy.notOpen} lectureId={data.id} />
      );
  }

  return (
    <ApplicationFrame
      eyebrow={copy.pageTitle}
      title={title}
      documentTitle={title === copy.pageTitle ? title : `${copy.pageTitle}: ${title}`}
    >
      {body}
    </ApplicationFrame>
  );
}

function Notice({ text, lectureId }: { text: string; lectureId?: number }) {
  return (
    <>
      <StatusMessage tone="error">{text}</StatusMessage>
      <div className="button-row">
        <Link
          to={lectureId === undefined ? paths.lectures : paths.lecture(lectureId)}
          className={buttonClassName('secondary', 'btn--large')}
        >
          {lectureId === undefined ? koLectures.backToList : copy.toLecture}
        </Link>
      </div>
    </>
  );
}

const EMPTY_FORM: FormValues = { name: '', email: '', contact: '', birth: '', consent: false };

function WaitlistForm({ lecture }: { lecture: LectureDetail }) {
  const navigate = useNavigate();
  const fees = useGetLectureFeesQuery(lecture.id);
  const [today] = useState(seoulToday);
  const [selectedFees, setSelectedFees] = useState<ChosenFee[]>([]);
  const feesSection = useRef<HTMLFieldSetElement>(null);
  const firstFee = useRef<HTMLInputElement>(null);
  const consentSection = useRef<HTMLFieldSetElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const serverSummary = useRef<HTMLDivElement>(null);
  const focus = useFocusRequest({
    feesSection,
    firstFee,
    consentSection,
    consentInput,
    serverSummary,
  });
  const { values, update, onSubmit, submitting, errors, serverErrors, joined, email } =
    useWaitlistSubmit({
      lectureId: lecture.id,
      initial: EMPTY_FORM,
      selectedFees,
      today,
      focus,
    });

  if (joined) return <Joined courses={joined} email={email} lectureId={lecture.id} />;

  if (fees.data && fees.data.length > 0 && !fees.data.some((fee) => isFullFee(fee))) {
    const state: ApplicationNavigationState = {
      lectureId: lecture.id,
      lectureTitle: lecture.title,
    };
    return (
      <>
        <StatusMessage>{copy.noFullCourse}</StatusMessage>
        <div className="button-row">
          <Button className="btn--large" onClick={() => navigate(paths.application, { state })}>
            {copy.applyInstead}
          </Button>
        </div>
      </>
    );
  }

  return (
    <form
      className="apply-form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={submitting}
      aria-describedby="waitlist-lead"
    >
      <p id="waitlist-lead" className="apply-form__lead">
        {copy.lead} {copy.requiredNote}
      </p>
      <section className="form-section form-section--info" aria-labelledby="waitlist-steps">
        <h2 id="waitlist-steps" className="form-section__title">
          {copy.stepsHeading}
        </h2>
        <ul className="policy-list">
          {copy.steps.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <FeeSelector
        mode="waitlist"
        lectureId={lecture.id}
        legend={copy.fees.legend}
        hint={copy.fees.hint}
        selected={selectedFees}
        onChange={(next) => setSelectedFees(next)}
        error={errors.fees}
        firstInputRef={firstFee}
        sectionRef={feesSection}
      />
      <ApplicantFields values={values} errors={errors} onChange={update} />
      <ConsentSection
        checked={values.consent}
        error={errors.consent}
        onChange={(consent) => update({ consent })}
        sectionRef={consentSection}
        inputRef={consentInput}
      />

      {serverErrors.length > 0 ? (
        <div ref={serverSummary} className="form-error-summary" role="alert" tabIndex={-1}>
          <ul>
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <button
        type="submit"
        className={buttonClassName('primary', 'btn--large btn--block')}
        disabled={submitting}
      >
        {submitting ? copy.submitting : copy.submit}
      </button>
    </form>
  );
}

/** After joining: each course's position, and the way to 내 정보 (the guest cookie is set). */
function Joined({
  courses,
  email,
  lectureId,
}: {
  courses: readonly JoinedCourse[];
  email: string;
  lectureId: number;
}) {
  const navigate = useNavigate();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const myInfo: MyInfoNavigationState = { email };
  return (
    <section aria-labelledby="waitlist-done" className="waitlist-done">
      <h2 id="waitlist-done" tabIndex={-1} ref={heading}>
        {copy.doneTitle}
      </h2>
      <ul className="waitlist-positions">
        {courses.map((course) => (
          <li key={course.feeId}>{copy.position(course.feeType, course.position)}</li>
        ))}
      </ul>
      <p>{copy.doneLead}</p>
      <div className="button-row">
        <Button
          className="btn--large"
          // Joining proves nothing (issue 32): my info opens at the family's door, with a code.
          onClick={() => navigate(paths.login, { state: myInfo, replace: true })}
        >
          {copy.toMyInfo}
        </Button>
        <Link to={paths.lecture(lectureId)} className={buttonClassName('secondary', 'btn--large')}>
          {copy.toLecture}
        </Link>
      </div>
    </section>
  );
}

export default WaitlistPage;
