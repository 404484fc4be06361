import { useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useNavigate } from 'react-router-dom';
import { useAlert } from '@/components/ui/use-alert';
import { paths } from '@/config/paths';
import { koApplication as copy } from '@/copy/ko-application';
import type { PaymentMethodName, PaymentNavigationState } from '@/lib/payment-navigation';
import { birthIso } from '../../forms/birth-date';
import { useForm } from '../../forms/use-form';
import { forgetDraft } from './application-draft';
import { useSubmitApplicationMutation } from './api';
import { sumFees, type ChosenFee } from './components/fee-selector';
import type { NotifyChoice } from './components/notify-section';
import { serverMessages } from './server-messages';
import type { ApplicationNavigationState, ApplicationRequest, ConsentText } from './types';
import { validateParticipant, type ParticipantValues } from './participant';
import type { FocusTarget } from './use-focus-request';
import type { FieldErrors, FieldName, FormValues } from './validation';
import { FIELD_ORDER, validateApplication } from './validation';

type SubmitInput = {
  lecture: ApplicationNavigationState;
  /** The applicant's fields as the form opens (an offer fills them from the waiting list). */
  initial: () => FormValues;
  /** Why the consents cannot be sent yet (a required one missing, the texts not loaded). */
  consentError?: string;
  /** The consents agreed to, at the versions shown. */
  consents: readonly ConsentText[];
  selectedFees: readonly ChosenFee[];
  payMethod: PaymentMethodName;
  /** 알림 받을 방법 and the opt-in to news. */
  notify: NotifyChoice;
  /** The latest birth date allowed: today in Seoul. */
  today: string;
  /**
   * For a lecture a child attends: the child (and the guardian, when the school year says the
   * child may be under 14). Absent for the applicant's own lectures.
   */
  participant?: { values: ParticipantValues; guardianNeeded: boolean };
  /** Drops courses from the selection (state -2: they are full). */
  deselect: (feeIds: ReadonlySet<number>) => void;
  focus: (target: FocusTarget) => void;
};

/**
 * The application form's values and submit (on useForm): the checks (focus on the first error), then
 * POST /api/lecture/application/data, and on state 0 straight on to /payments. State -1 (this
 * e-mail already applied) and -2 (a chosen course is full: those courses are marked full and
 * left out, 대기 신청 offered) are said in an alert; the server's 400 messages in the summary.
 */
export function useApplicationSubmit({
  lecture,
  initial,
  consentError,
  consents,
  selectedFees,
  payMethod,
  notify,
  today,
  participant,
  deselect,
  focus,
}: SubmitInput) {
  const navigate = useNavigate();
  const showAlert = useAlert();
  const [submitApplication] = useSubmitApplicationMutation();
  // The e-mail the server answered state -1 for (already applied to this lecture).
  const [duplicateEmail, setDuplicateEmail] = useState<string | null>(null);
  // Courses the server answered state -2 for (no free seat left).
  const [fullIds, setFullIds] = useState<ReadonlySet<number>>(new Set());

  const errorsOf = (current: FormValues, fees: readonly ChosenFee[]): FieldErrors => {
    const found = {
      ...validateApplication({ ...current, consent: !consentError }, fees.length, today),
      ...(participant ? validateParticipant(participant.values, participant.guardianNeeded) : {}),
    };
    if (!notify.alimtalk && !notify.email) found.notify = copy.notify.error;
    if (consentError) found.consent = consentError;
    if (
      !found.email &&
      duplicateEmail !== null &&
      current.email.trim().toLowerCase() === duplicateEmail
    ) {
      found.email = copy.duplicate;
    }
    return found;
  };
  // Errors show after the first attempt to submit, then follow every change.
  const form = useForm<FormValues, FieldName>({
    initial,
    validate: (current) => errorsOf(current, selectedFees),
    order: FIELD_ORDER,
    focus,
    // The server's 400 messages (or a network failure) in the summary above the button.
    messagesOf: (caught) => serverMessages(caught as FetchBaseQueryError | SerializedError),
    onRefused: () => focus('server'),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const applicant = {
      name: values.name.trim(),
      email: values.email.trim(),
      contact: values.contact,
      birth: birthIso(values.birth) ?? values.birth,
      agree: true,
    };
    const totalAmount = sumFees(selectedFees);
    const result = await submitApplication({
      applicant,
      lectureId: lecture.lectureId,
      lectureTitle: lecture.lectureTitle,
      selectedFees: selectedFees.map(({ id, fee_type, amount }) => ({ id, fee_type, amount })),
      totalAmount,
      payMethod,
      notifyAlimtalk: notify.alimtalk,
      notifyEmail: notify.email,
      consents: consents.map(({ id, version }) => ({ id, version })),
      marketingOptIn: consents.some((consent) => consent.id === 'marketing'),
      ...(lecture.offer ? { offerToken: lecture.offer.token } : {}),
      ...(participant ? participantPayload(participant.values, participant.guardianNeeded) : {}),
    }).unwrap();
    if (result.state === 0) {
      forgetDraft(lecture.lectureId);
      const state: PaymentNavigationState = {
        method: payMethod,
        amount: totalAmount,
        orderName: lecture.lectureTitle,
        customerName: applicant.name,
        customerEmail: applicant.email,
        applicationId: result.applicationId,
        lectureId: lecture.lectureId,
      };
      // Replace: going back from the payment should not offer a form that was already sent.
      void navigate(paths.payments, { replace: true, state });
      return;
    }
    if (result.state === -2) {
      const full = new Set([...fullIds, ...result.fullFeeIds]);
      setFullIds(full);
      deselect(full);
      // The answer is in: the form is free again while the (modal) alert speaks.
      void showAlert(`${copy.full} ${copy.fullHint}`).then(() => focus('fees'));
      return;
    }
    void showAlert(`${copy.duplicate} ${copy.duplicateHint}`).then(() => {
      setDuplicateEmail(applicant.email.toLowerCase());
      focus('email');
    });
  });

  return {
    values: form.values,
    update: form.update,
    onSubmit,
    submitting: form.submitting,
    errors: form.errors,
    fullIds,
    serverErrors: form.refusal?.messages ?? [],
  };
}

/** The child (and guardian) as the API takes them; the fields were checked before. */
function participantPayload(
  values: ParticipantValues,
  guardianNeeded: boolean,
): Pick<ApplicationRequest, 'participant' | 'guardian'> {
  return {
    participant: {
      name: values.childName.trim(),
      schoolYear: values.schoolYear as NonNullable<ApplicationRequest['participant']>['schoolYear'],
    },
    ...(guardianNeeded
      ? {
          guardian: {
            name: values.guardianName.trim(),
            relation: values.relation as NonNullable<ApplicationRequest['guardian']>['relation'],
          },
        }
      : {}),
  };
}
