import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { buttonClassName } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { koApplication as copy } from '@/copy/ko-payments';
import type { PaymentMethodName, PaymentNavigationState } from '@/lib/payment-navigation';
import { useSubmitApplicationMutation } from '../api';
import { APPLICANT_FIELD_IDS, ApplicantFields } from '../components/applicant-fields';
import { ApplicationFrame } from '../components/application-frame';
import { ConsentSection } from '../components/consent-section';
import { FeeSelector, sumFees } from '../components/fee-selector';
import { PayMethodSection } from '../components/pay-method-section';
import { serverMessages } from '../server-messages';
import type { ApplicationNavigationState, LectureFee } from '../types';
import {
  firstError,
  seoulToday,
  validateApplication,
  type FieldErrors,
  type FieldName,
  type FormValues,
} from '../validation';
import './application.css';

/** The lecture detail page's navigation state, or null when the page was opened without it. */
function readLectureState(state: unknown): ApplicationNavigationState | null {
  if (!state || typeof state !== 'object') return null;
  const { lectureId, lectureTitle } = state as Record<string, unknown>;
  if (typeof lectureId !== 'number' || !Number.isInteger(lectureId) || lectureId < 1) return null;
  if (typeof lectureTitle !== 'string' || !lectureTitle.trim()) return null;
  return { lectureId, lectureTitle };
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
      eyebrow={copy.pageTitle}
      title={lecture.lectureTitle}
      documentTitle={`${copy.pageTitle}: ${lecture.lectureTitle}`}
    >
      <ApplicationForm key={lecture.lectureId} lecture={lecture} />
    </ApplicationFrame>
  );
}

const EMPTY_FORM: FormValues = { name: '', email: '', contact: '', birth: '', consent: false };

type FocusTarget = FieldName | 'server';

function ApplicationForm({ lecture }: { lecture: ApplicationNavigationState }) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [submitApplication, { isLoading: submitting }] = useSubmitApplicationMutation();
  const [today] = useState(seoulToday);

  const [selectedFees, setSelectedFees] = useState<LectureFee[]>([]);
  const [values, setValues] = useState<FormValues>(EMPTY_FORM);
  const [payMethod, setPayMethod] = useState<PaymentMethodName>('카드');
  // Errors show after the first attempt to submit, then follow every change.
  const [showErrors, setShowErrors] = useState(false);
  // The e-mail the server answered state -1 for (already applied to this lecture).
  const [duplicateEmail, setDuplicateEmail] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [focusRequest, setFocusRequest] = useState<{ target: FocusTarget; at: number } | null>(
    null,
  );
  const inFlight = useRef(false);

  const feesSection = useRef<HTMLFieldSetElement>(null);
  const firstFee = useRef<HTMLInputElement>(null);
  const consentSection = useRef<HTMLFieldSetElement>(null);
  const consentInput = useRef<HTMLInputElement>(null);
  const serverSummary = useRef<HTMLDivElement>(null);

  const errorsOf = (current: FormValues, fees: readonly LectureFee[]): FieldErrors => {
    const found = validateApplication(current, fees.length, today);
    if (
      !found.email &&
      duplicateEmail !== null &&
      current.email.trim().toLowerCase() === duplicateEmail
    ) {
      found.email = copy.duplicate;
    }
    return found;
  };
  const errors: FieldErrors = showErrors ? errorsOf(values, selectedFees) : {};

  // Scrolls to the first error and puts the focus on its control once it is on screen.
  useEffect(() => {
    if (!focusRequest) return;
    const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches
      ? 'auto'
      : 'smooth';
    const { target } = focusRequest;
    let section: HTMLElement | null;
    let control: HTMLElement | null;
    if (target === 'fees') [section, control] = [feesSection.current, firstFee.current];
    else if (target === 'consent')
      [section, control] = [consentSection.current, consentInput.current];
    else if (target === 'server')
      [section, control] = [serverSummary.current, serverSummary.current];
    else {
      control = document.getElementById(APPLICANT_FIELD_IDS[target]);
      section = control?.closest<HTMLElement>('.field') ?? control;
    }
    section?.scrollIntoView({ block: target === 'server' ? 'center' : 'start', behavior });
    control?.focus({ preventScroll: true });
  }, [focusRequest]);

  const update = (patch: Partial<FormValues>) => setValues((current) => ({ ...current, ...patch }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setServerErrors([]);
    setShowErrors(true);
    const first = firstError(errorsOf(values, selectedFees));
    if (first) {
      setFocusRequest({ target: first, at: Date.now() });
      return;
    }

    inFlight.current = true;
    const applicant = {
      name: values.name.trim(),
      email: values.email.trim(),
      contact: values.contact,
      birth: values.birth,
      agree: true,
    };
    const totalAmount = sumFees(selectedFees);
    try {
      const result = await submitApplication({
        applicant,
        lectureId: lecture.lectureId,
        lectureTitle: lecture.lectureTitle,
        selectedFees,
        totalAmount,
        payMethod,
      }).unwrap();
      if (result.state === 0) {
        const state: PaymentNavigationState = {
          method: payMethod,
          amount: totalAmount,
          orderName: lecture.lectureTitle,
          customerName: applicant.name,
          customerEmail: applicant.email,
          applicationId: result.applicationId,
        };
        // Replace: going back from the payment should not offer a form that was already sent.
        navigate(paths.payments, { replace: true, state });
        return;
      }
      await showAlert(`${copy.duplicate} ${copy.duplicateHint}`);
      setDuplicateEmail(applicant.email.toLowerCase());
      setFocusRequest({ target: 'email', at: Date.now() });
    } catch (error) {
      setServerErrors(serverMessages(error as FetchBaseQueryError | SerializedError));
      setFocusRequest({ target: 'server', at: Date.now() });
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <form
      className="apply-form"
      noValidate
      onSubmit={onSubmit}
      aria-busy={submitting}
      aria-describedby="apply-lead"
    >
      <p id="apply-lead" className="apply-form__lead">
        {copy.lead} {copy.requiredNote}
      </p>

      <FeeSelector
        lectureId={lecture.lectureId}
        selected={selectedFees}
        onChange={(next) => setSelectedFees(next)}
        error={errors.fees}
        firstInputRef={firstFee}
        sectionRef={feesSection}
      />

      <section className="form-section form-section--info" aria-labelledby="refund-title">
        <h2 id="refund-title" className="form-section__title">
          {copy.refund.heading}
        </h2>
        <ul className="policy-list">
          {ko.refundPolicy.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <ApplicantFields values={values} errors={errors} today={today} onChange={update} />

      <ConsentSection
        checked={values.consent}
        error={errors.consent}
        onChange={(consent) => update({ consent })}
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
