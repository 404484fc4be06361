import { useEffect } from 'react';
import type { PaymentMethodName } from '@/lib/payment-navigation';
import type { ChosenFee } from './components/fee-selector';
import type { NotifyChoice } from './components/notify-section';
import type { ParticipantValues } from './components/participant-fields';
import type { FormValues } from './validation';

/**
 * What a parent typed into a lecture's application form, kept in this tab's session storage
 * (issue 35): a reload, or a look at another page and back, finds it again. Session storage,
 * because it ends with the tab and no other tab or site reads it; never the address (which is
 * logged and shared) nor local storage (which outlives the visit). The consents are not kept:
 * each is given again, in one tap with 전체 동의. Removed once the application is sent.
 */
export interface ApplicationDraft {
  values: FormValues;
  selectedFees: ChosenFee[];
  payMethod: PaymentMethodName;
  notify: NotifyChoice;
  participant: ParticipantValues;
}

const keyOf = (lectureId: number) => `application-draft:${lectureId}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (a private mode, a blocked site): the form works without keeping anything.
    return null;
  }
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** The kept draft of this lecture's form, only when every part of it has the shape it should. */
export function readDraft(lectureId: number): ApplicationDraft | null {
  try {
    const text = storage()?.getItem(keyOf(lectureId));
    if (!text) return null;
    const draft = JSON.parse(text) as Partial<ApplicationDraft>;
    const { values, selectedFees, payMethod, notify, participant } = draft;
    const valid =
      values &&
      [values.name, values.email, values.contact, values.birth].every(isString) &&
      Array.isArray(selectedFees) &&
      selectedFees.every(
        (fee) =>
          Number.isInteger(fee?.id) && isString(fee.fee_type) && Number.isInteger(fee.amount),
      ) &&
      (payMethod === '카드' || payMethod === '가상계좌' || payMethod === '계좌이체') &&
      notify &&
      typeof notify.alimtalk === 'boolean' &&
      typeof notify.email === 'boolean' &&
      participant &&
      Object.values(participant).every(isString);
    return valid ? (draft as ApplicationDraft) : null;
  } catch {
    return null;
  }
}

/** Keeps the draft as it changes. */
export function useKeptDraft(lectureId: number, draft: ApplicationDraft, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    try {
      storage()?.setItem(
        keyOf(lectureId),
        JSON.stringify({ ...draft, values: { ...draft.values, consent: false } }),
      );
    } catch {
      // Full or refused: nothing is kept, the form goes on.
    }
  }, [lectureId, draft, enabled]);
}

/** Forgets the draft (the application was sent). */
export function forgetDraft(lectureId: number) {
  try {
    storage()?.removeItem(keyOf(lectureId));
  } catch {
    // Nothing to forget.
  }
}
