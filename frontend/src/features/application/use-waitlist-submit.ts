import { useState } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useAlert } from '@/components/ui/use-alert';
import { koWaitlist as copy } from '@/copy/ko-waitlist';
import { birthIso } from '../../forms/birth-date';
import { useForm } from '../../forms/use-form';
import { useJoinWaitlistMutation } from './api';
import type { ChosenFee } from './components/fee-selector';
import { serverMessages } from './server-messages';
import type { FocusTarget } from './use-focus-request';
import type { FieldErrors, FieldName, FormValues } from './validation';
import { FIELD_ORDER, validateApplication } from './validation';

/** One joined course and its place in the queue (1 = next to be offered a seat). */
export type JoinedCourse = { feeId: number; feeType: string; position: number };

type WaitlistSubmitInput = {
  lectureId: number;
  /** The applicant's fields as the form opens. */
  initial: FormValues;
  selectedFees: readonly ChosenFee[];
  today: string;
  focus: (target: FocusTarget) => void;
};

/**
 * 대기 신청's values and submit (on useForm): the application form's checks (only full courses can be chosen), then
 * POST /api/lecture/waitlist. State 0 gives each course's position; -1 (this e-mail already waits
 * for one of them) is said in an alert and marks the e-mail; 400s go to the summary as sent.
 */
export function useWaitlistSubmit({
  lectureId,
  initial,
  selectedFees,
  today,
  focus,
}: WaitlistSubmitInput) {
  const showAlert = useAlert();
  const [joinWaitlist] = useJoinWaitlistMutation();
  const [duplicateEmail, setDuplicateEmail] = useState<string | null>(null);
  const [joined, setJoined] = useState<JoinedCourse[] | null>(null);

  const errorsOf = (current: FormValues, fees: readonly ChosenFee[]): FieldErrors => {
    const found = validateApplication(current, fees.length, today);
    if (found.fees) found.fees = copy.fees.error;
    const email = current.email.trim().toLowerCase();
    if (!found.email && duplicateEmail !== null && email === duplicateEmail) {
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
    messagesOf: (caught) => serverMessages(caught as FetchBaseQueryError | SerializedError),
    onRefused: () => focus('server'),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const applicant = {
      name: values.name.trim(),
      email: values.email.trim(),
      contact: values.contact,
      birth: birthIso(values.birth) ?? values.birth,
    };
    const result = await joinWaitlist({
      lectureId,
      feeIds: selectedFees.map((fee) => fee.id),
      applicant,
      agree: true,
    }).unwrap();
    if (result.state === 0) {
      const names = new Map(selectedFees.map((fee) => [fee.id, fee.fee_type]));
      setJoined(
        result.entries.map((entry) => ({
          feeId: entry.fee_id,
          feeType: names.get(entry.fee_id) ?? '',
          position: entry.position,
        })),
      );
      return;
    }
    // The answer is in: the form is free again while the (modal) alert speaks.
    void showAlert(copy.duplicate).then(() => {
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
    serverErrors: form.refusal?.messages ?? [],
    joined,
    email: form.values.email.trim(),
  };
}
