import { useMemo } from 'react';
import { DRAFT_MINUTES, forgetTabDraft, readTabDraft, useTabDraft } from '@/lib/tab-draft';
import type { PaymentMethodName } from '@/lib/payment-navigation';
import type { ChosenFee } from './components/fee-selector';
import type { NotifyChoice } from './components/notify-section';
import type { ParticipantValues } from './participant';
import type { FormValues } from './validation';

/**
 * What a parent typed into a lecture's application form, kept in the tab (lib/tab-draft.ts). The
 * consents are not kept: each is given again, in one tap with 전체 동의. Removed once the
 * application is sent. The courses are taken as the server answers them when they load
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

export { DRAFT_MINUTES };

const PARTICIPANT_KEYS = ['childName', 'guardianName', 'relation', 'schoolYear'];

const isString = (value: unknown): value is string => typeof value === 'string';

/** The kept draft of this lecture's form, only when every part of it has the shape it should. */
export function readDraft(lectureId: number): ApplicationDraft | null {
  const draft = readTabDraft(keyOf(lectureId)) as Partial<ApplicationDraft> | null;
  if (!draft) return null;
  const { values, selectedFees, payMethod, notify, participant } = draft;
  const valid =
    values &&
    [values.name, values.email, values.contact, values.birth].every(isString) &&
    Array.isArray(selectedFees) &&
    selectedFees.every(
      (fee) => Number.isInteger(fee?.id) && isString(fee.fee_type) && Number.isInteger(fee.amount),
    ) &&
    (payMethod === '카드' || payMethod === '가상계좌' || payMethod === '계좌이체') &&
    notify &&
    typeof notify.alimtalk === 'boolean' &&
    typeof notify.email === 'boolean' &&
    participant &&
    Object.keys(participant).sort().join() === PARTICIPANT_KEYS.join() &&
    Object.values(participant).every(isString);
  // The consent is given again, whatever a (tampered) draft says.
  return valid ? { ...(draft as ApplicationDraft), values: { ...values, consent: false } } : null;
}

/** Keeps the draft as it changes (without the consent). */
export function useKeptDraft(lectureId: number, draft: ApplicationDraft, enabled: boolean) {
  const kept = useMemo(() => ({ ...draft, values: { ...draft.values, consent: false } }), [draft]);
  useTabDraft(keyOf(lectureId), kept, enabled);
}

/** Forgets the draft (the application was sent). */
export function forgetDraft(lectureId: number) {
  forgetTabDraft(keyOf(lectureId));
}
