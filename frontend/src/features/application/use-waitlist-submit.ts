import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useAlert } from '@/components/ui/use-alert';
import { koWaitlist as copy } from '@/copy/ko-waitlist';
import { useJoinWaitlistMutation } from './api';
import type { ChosenFee } from './components/fee-selector';
import { serverMessages } from './server-messages';
import type { FocusTarget } from './use-focus-request';
import type { FieldErrors, FormValues } from './validation';
import { firstError, validateApplication } from './validation';

/** One joined course and its place in the queue (1 = next to be offered a seat). */
export type JoinedCourse = { feeId: number; feeType: string; position: number };

type WaitlistSubmitInput = {
  lectureId: number;
  values: FormValues;
  selectedFees: readonly ChosenFee[];
  today: string;
  focus: (target: FocusTarget) => void;
};

/**
 * 대기 신청's submit: the application form's checks (only full courses can be chosen), then
 * POST /api/lecture/waitlist. State 0 gives each course's position; -1 (this e-mail already waits
 * for one of them) is said in an alert and marks the e-mail; 400s go to the summary as sent.
 */
export function useWaitlistSubmit({
  lectureId,
  values,
  selectedFees,
  today,
  focus,
}: WaitlistSubmitInput) {
  const showAlert = useAlert();
  const [joinWaitlist, { isLoading: submitting }] = useJoinWaitlistMutation();
  const [showErrors, setShowErrors] = useState(false);
  const [duplicateEmail, setDuplicateEmail] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [joined, setJoined] = useState<JoinedCourse[] | null>(null);
  const inFlight = useRef(false);

  const errorsOf = (current: FormValues, fees: readonly ChosenFee[]): FieldErrors => {
    const found = validateApplication(current, fees.length, today);
    if (found.fees) found.fees = copy.fees.error;
    const email = current.email.trim().toLowerCase();
    if (!found.email && duplicateEmail !== null && email === duplicateEmail) {
      found.email = copy.duplicate;
    }
    return found;
  };
  const errors: FieldErrors = showErrors ? errorsOf(values, selectedFees) : {};

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    setServerErrors([]);
    setShowErrors(true);
    const first = firstError(errorsOf(values, selectedFees));
    if (first) {
      focus(first);
      return;
    }
    inFlight.current = true;
    const applicant = {
      name: values.name.trim(),
      email: values.email.trim(),
      contact: values.contact,
      birth: values.birth,
    };
    try {
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
      await showAlert(copy.duplicate);
      setDuplicateEmail(applicant.email.toLowerCase());
      focus('email');
    } catch (error) {
      setServerErrors(serverMessages(error as FetchBaseQueryError | SerializedError));
      focus('server');
    } finally {
      inFlight.current = false;
    }
  };

  return { onSubmit, submitting, errors, serverErrors, joined, email: values.email.trim() };
}
