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
 * each is given again, in one tap with 전체 동의. Removed once the application is sent, and not
 * restored after DRAFT_MINUTES. The courses are taken as the server answers them when they load
 * (FeeSelector), never at the kept amounts.
 */
export interface ApplicationDraft {
  /** When it was kept (ms): a draft older than DRAFT_MINUTES is dropped (a shared computer). */
  savedAt?: number;
  values: FormValues;
  selectedFees: ChosenFee[];
  payMethod: PaymentMethodName;
  notify: NotifyChoice;
  participant: ParticipantValues;
}

const keyOf = (lectureId: number) => `application-draft:${lectureId}`;

/**
 * How long a draft is kept: long enough for a reload or a look elsewhere, short enough that the
 * next person at a shared computer does not find a stranger's details in the form.
 */
export const DRAFT_MINUTES = 30;

const PARTICIPANT_KEYS = ['childName', 'guardianName', 'relation', 'schoolYear'];

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
    const { savedAt, values, selectedFees, payMethod, notify, participant } = draft;
    const fresh = typeof savedAt === 'number' && Date.now() - savedAt < DRAFT_MINUTES * 60_000;
    const valid =
      fresh &&
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
      Object.keys(participant).sort().join() === PARTICIPANT_KEYS.join() &&
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
      const kept = { ...draft, savedAt: Date.now(), values: { ...draft.values, consent: false } };
      storage()?.setItem(keyOf(lectureId), JSON.stringify(kept));
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
