import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { PHONE_MAX_LENGTH } from '@shared/format/phone';
import { buttonClassName } from '@/components/ui/button';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { ko } from '@/copy/ko';
import { PAYMENT_METHOD_OPTIONS, koApplication as copy } from '@/copy/ko-payments';
import type { PaymentMethodName, PaymentNavigationState } from '@/lib/payment-navigation';
import { useSubmitApplicationMutation } from '../api';
import { ApplicationFrame } from '../components/application-frame';
import { FeeSelector, sumFees } from '../components/fee-selector';
import { FormSection } from '../components/form-section';
import { TextField } from '../../../forms/text-field';
import type { ApplicationNavigationState, LectureFee } from '../types';
import {
  firstError,
  formatPhone,
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

/** The ids of the applicant inputs, by field. */
const FIELD_IDS = {
  name: 'applicant-name',
  email: 'applicant-email',
  contact: 'applicant-contact',
  birth: 'applicant-birth',
} as const;

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
      control = document.getElementById(FIELD_IDS[target]);
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

      <FormSection title={copy.applicant.legend}>
        <TextField
          id={FIELD_IDS.name}
          label={copy.applicant.name}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={(event) => update({ name: event.target.value })}
          error={errors.name}
        />
        <TextField
          id={FIELD_IDS.email}
          label={copy.applicant.email}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          value={values.email}
          onChange={(event) => update({ email: event.target.value })}
          hint={copy.applicant.emailHint}
          error={errors.email}
        />
        <TextField
          id={FIELD_IDS.contact}
          label={copy.applicant.contact}
          name="contact"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={copy.applicant.contactPlaceholder}
          maxLength={PHONE_MAX_LENGTH}
          required
          value={values.contact}
          onChange={(event) => update({ contact: formatPhone(event.target.value) })}
          hint={copy.applicant.contactHint}
          error={errors.contact}
        />
        <TextField
          id={FIELD_IDS.birth}
          label={copy.applicant.birth}
          name="birth"
          type="date"
          autoComplete="bday"
          min="1900-01-01"
          max={today}
          required
          value={values.birth}
          onChange={(event) => update({ birth: event.target.value })}
          error={errors.birth}
        />
      </FormSection>

      <FormSection
        title={copy.consent.legend}
        sectionRef={consentSection}
        describedBy={errors.consent ? 'consent-error' : undefined}
      >
        <ul className="policy-list">
          {copy.consent.items.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <label className="choice consent-choice">
          <input
            ref={consentInput}
            type="checkbox"
            className="choice__input"
            name="agree"
            required
            checked={values.consent}
            onChange={(event) => update({ consent: event.target.checked })}
            aria-invalid={errors.consent ? true : undefined}
            aria-describedby={errors.consent ? 'consent-error' : undefined}
          />
          <span>{copy.consent.checkbox}</span>
        </label>
        {errors.consent ? (
          <p id="consent-error" className="field-error">
            {errors.consent}
          </p>
        ) : null}
      </FormSection>

      <FormSection title={copy.method.legend} describedBy="method-hint">
        <ul className="choice-list choice-list--methods">
          {PAYMENT_METHOD_OPTIONS.map((option) => (
            <li key={option.value}>
              <label className="choice">
                <input
                  type="radio"
                  className="choice__input"
                  name="payMethod"
                  value={option.value}
                  checked={payMethod === option.value}
                  onChange={() => setPayMethod(option.value)}
                />
                <span>{option.label}</span>
              </label>
            </li>
          ))}
        </ul>
        <p id="method-hint" className="field__hint">
          {copy.method.virtualAccountHint}
        </p>
      </FormSection>

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

/** The server's Korean 400 messages as they came, or a sentence for a network failure. */
function serverMessages(error: FetchBaseQueryError | SerializedError): string[] {
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR')
      return [copy.errors.network];
    const message = (error.data as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string' && message) return [message];
    if (Array.isArray(message)) {
      const texts = message.filter((item): item is string => typeof item === 'string' && !!item);
      if (texts.length > 0) return [...new Set(texts)];
    }
  }
  return [copy.errors.unknown];
}
