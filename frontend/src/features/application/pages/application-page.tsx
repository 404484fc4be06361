import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useLeaveWarning } from '../../../forms/use-leave-warning';
import { consentApplies, mayBeUnderFourteen } from '@shared/participant';
import { Link, useLocation } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { Loading } from '@/components/ui/status-message';
import { paths } from '@/config/paths';
import { koSite } from '@/copy/ko-site';
import { koApplication as copy } from '@/copy/ko-application';
import { formatWon } from '@/lib/format';
import type { PaymentMethodName } from '@/lib/payment-navigation';
import { readDraft, useKeptDraft } from '../application-draft';
import { ApplicantFields } from '../components/applicant-fields';
import { ApplicationFrame } from '../components/application-frame';
import { ApplicationConsents, consentError, consentKey } from '../components/application-consents';
import { useGetConsentsQuery } from '../api';
import { FeeSelector, sumFees, type ChosenFee } from '../components/fee-selector';
import { FormSection } from '../components/form-section';
import { DEFAULT_NOTIFY, NotifySection, type NotifyChoice } from '../components/notify-section';
import { PayMethodSection } from '../components/pay-method-section';
import { EMPTY_PARTICIPANT, type ParticipantValues } from '../participant';
import type { ApplicationNavigationState } from '../types';
import { useApplicationSubmit } from '../use-application-submit';
import { useFocusRequest } from '../use-focus-request';
import { seoulToday, type FormValues } from '../validation';
import '@/forms/forms.css';
import './application.css';

/**
 * The child's and guardian's fields with their words, loaded only for a lecture a child attends
 * (most are for parents): the form's other lectures do not carry them. Their values and checks
 * are the form's (../participant.ts).
 */
const ParticipantFields = lazy(() =>
  import('../components/participant-fields').then((module) => ({
    default: module.ParticipantFields,
  })),
);

/** The lecture detail (or offer) page's navigation state, or null when opened without it. */
function readLectureState(state: unknown): ApplicationNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const { lectureId, lectureTitle, offer, participant } = state as Record<string, unknown>;
  if (typeof lectureId !== 'number' || !Number.isInteger(lectureId) || lectureId < 1) return null;
  if (typeof lectureTitle !== 'string' || !lectureTitle.trim()) return null;
  const read = offer as ApplicationNavigationState['offer'] | undefined;
  const validOffer =
    read && typeof read.token === 'string' && read.fee && read.applicant ? read : undefined;
  return {
    lectureId,
    lectureTitle,
    ...(participant === 'CHILD' ? { participant } : {}),
    ...(validOffer ? { offer: validOffer } : {}),
  };
}

export function ApplicationPage() {
  const lecture = readLectureState(useLocation().state);

  if (!lecture) {
    // A reload or a pasted address carries no lecture: say so instead of showing an empty form.
    return (
      <ApplicationFrame
        eyebrow={copy.pageTitle}
        title={copy.noLecture.title}
        documentTitle={copy.pageTitle}
      >
        <p>{copy.noLecture.description}</p>
        <div className="button-row">
          <Link to={paths.lectures} className={buttonClassName('primary', 'btn--large')}>
            {copy.noLecture.toList}
          </Link>
        </div>
      </ApplicationFrame>
    );
  }

  return (
    <ApplicationFrame
      eyebrow={lecture.offer ? copy.offer.eyebrow : copy.pageTitle}
      title={lecture.lectureTitle}
      documentTitle={`${copy.pageTitle}: ${lecture.lectureTitle}`}
    >
      <ApplicationForm key={lecture.lectureId} lecture={lecture} />
    </ApplicationFrame>
  );
}

const EMPTY_FORM: FormValues = { name: '', email: '', contact: '', birth: '', consent: false };

function ApplicationForm({ lecture }: { lecture: ApplicationNavigationState }) {
  const { offer } = lecture;
  const [today] = useState(seoulToday);
  // What was typed before a reload (this tab's session storage); an offer starts from the offer.
  const [draft] = useState(() => (offer ? null : readDraft(lecture.lectureId)));
  // Through a waiting-list offer: that one course only, the applicant as they joined the list.
  const [selectedFees, setSelectedFees] = useState<ChosenFee[]>(() =>
    offer ? [offer.fee] : (draft?.selectedFees ?? []),
  );
  const [payMethod, setPayMethod] = useState<PaymentMethodName>(draft?.payMethod ?? '카드');
  const [notify, setNotify] = useState<NotifyChoice>(draft?.notify ?? DEFAULT_NOTIFY);
  const { data: allConsents, isError: consentsFailed } = useGetConsentsQuery();
  // Who takes part: for a child, their name and school year; under 14, the guardian too.
  const childLecture = lecture.participant === 'CHILD';
  const [participant, setParticipant] = useState<ParticipantValues>(
    draft?.participant ?? EMPTY_PARTICIPANT,
  );
  const guardianNeeded =
    childLecture && participant.schoolYear !== '' && mayBeUnderFourteen(participant.schoolYear);
  // Each consent shown only where it applies (a child's lecture, a child under 14).
  const consents = useMemo(
    () =>
      allConsents?.filter((consent) =>
        consentApplies(consent.appliesTo, { child: childLecture, underFourteen: guardianNeeded }),
      ),
    [allConsents, childLecture, guardianNeeded],
  );
  // Nothing ticked beforehand, the optional marketing consent least of all.
  const [agreed, setAgreed] = useState<Record<string, boolean>>({});
  const missingConsent = consentError(consents, agreed, consentsFailed);
  const feesSection = useRef<HTMLFieldSetElement>(null);
  const firstFee = useRef<HTMLInputElement>(null);
  const consentSection = useRef<HTMLFieldSetElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const notifySection = useRef<HTMLFieldSetElement>(null);
  const notifyInput = useRef<HTMLInputElement>(null);
  const serverSummary = useRef<HTMLDivElement>(null);
  const focus = useFocusRequest({
    feesSection,
    firstFee,
    consentSection,
    consentInput,
    notifySection,
    notifyInput,
    serverSummary,
  });

  const { values, update, onSubmit, submitting, errors, fullIds, serverErrors } =
    useApplicationSubmit({
      lecture,
      initial: () =>
        offer ? { ...offer.applicant, birth: '', consent: false } : (draft?.values ?? EMPTY_FORM),
      consentError: missingConsent,
      consents: (consents ?? []).filter((consent) => agreed[consentKey(consent)]),
      selectedFees,
      payMethod,
      notify,
      today,
      ...(childLecture ? { participant: { values: participant, guardianNeeded } } : {}),
      deselect: (full) => setSelectedFees((current) => current.filter((fee) => !full.has(fee.id))),
      focus,
    });

  const kept = useMemo(
    () => ({ values, selectedFees, payMethod, notify, participant }),
    [values, selectedFees, payMethod, notify, participant],
  );
  useKeptDraft(lecture.lectureId, kept, !offer);
  // Closing the tab would lose what was typed: the browser asks first.
  const leave = useLeaveWarning();
  const total = sumFees(selectedFees);

  return (
    <form
      className="apply-form"
      noValidate
      onInput={leave.changed}
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={submitting}
      aria-describedby="apply-lead"
    >
      <p id="apply-lead" className="apply-form__lead">
        {offer ? copy.offer.lead : copy.lead} {copy.requiredNote}
      </p>

      {offer ? (
        <OfferedCourse fee={offer.fee} />
      ) : (
        <FeeSelector
          lectureId={lecture.lectureId}
          selected={selectedFees}
          onChange={(next) => setSelectedFees(next)}
          error={errors.fees}
          firstInputRef={firstFee}
          sectionRef={feesSection}
          fullIds={fullIds}
        />
      )}

      <section className="form-section form-section--info" aria-labelledby="refund-title">
        <h2 id="refund-title" className="form-section__title">
          {copy.refund.heading}
        </h2>
        <ul className="policy-list">
          {koSite.refundPolicy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <ApplicantFields
        values={values}
        errors={errors}
        onChange={update}
        emailFixed={offer ? copy.offer.emailFixed : undefined}
      />

      {childLecture ? (
        <Suspense fallback={<Loading />}>
          <ParticipantFields
            values={participant}
            errors={errors}
            guardianNeeded={guardianNeeded}
            onChange={(patch) => setParticipant((current) => ({ ...current, ...patch }))}
          />
        </Suspense>
      ) : null}

      <NotifySection
        value={notify}
        error={errors.notify}
        onChange={setNotify}
        sectionRef={notifySection}
        inputRef={notifyInput}
      />

      <ApplicationConsents
        consents={consents}
        agreed={agreed}
        error={errors.consent}
        onChange={(consent, checked) =>
          setAgreed((current) => ({ ...current, [consentKey(consent)]: checked }))
        }
        onAll={(checked) =>
          setAgreed(
            Object.fromEntries((consents ?? []).map((consent) => [consentKey(consent), checked])),
          )
        }
        sectionRef={consentSection}
        inputRef={consentInput}
      />

      <PayMethodSection value={payMethod} onChange={setPayMethod} />

      {serverErrors.length > 0 ? (
        <div ref={serverSummary} className="form-error-summary" role="alert" tabIndex={-1}>
          <p className="form-error-summary__title">{copy.errors.summary}</p>
          <ul>
            {serverErrors.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="sticky-bar">
        <button
          type="submit"
          className={buttonClassName('primary', 'btn--large btn--block')}
          disabled={submitting}
        >
          {submitting ? copy.submitting : total > 0 ? copy.pay(formatWon(total)) : copy.submit}
        </button>
      </div>
    </form>
  );
}

/** The one course of a waiting-list offer, held for this applicant: shown, not chosen. */
function OfferedCourse({ fee }: { fee: ChosenFee }) {
  return (
    <FormSection title={copy.fees.legend}>
      <p className="offer-fixed">
        <span>
          {fee.fee_type} ({copy.fees.offered})
        </span>
        <span>{formatWon(fee.amount)}</span>
      </p>
      <p className="fee-total">{copy.fees.total(formatWon(fee.amount))}</p>
    </FormSection>
  );
}

export default ApplicationPage;
