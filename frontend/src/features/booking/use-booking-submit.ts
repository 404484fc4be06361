import { BOOKING_CONSENT, BOOKING_LIMITS } from '@shared/booking';
import { koBooking } from '@/copy/ko-booking';
import { useForm, type FieldErrors, type Refusal } from '../../forms/use-form';
import { nearestOf, type NearbySlot } from '../../forms/appointment-time/api';
import { useBookMutation, useStartDepositMutation } from './api';
import type { DepositMethod, FamilyAppointment } from './types';

export interface BookingValues {
  guardianName: string;
  childName: string;
  childSchoolYear: string;
  agree: boolean;
}

export type BookingField =
  'time' | 'proof' | 'guardianName' | 'childName' | 'childSchoolYear' | 'agree';

const ORDER: readonly BookingField[] = [
  'time',
  'proof',
  'guardianName',
  'childName',
  'childSchoolYear',
  'agree',
];

/** Where each field's error takes the focus (a step's section, or the input). */
export const FIELD_IDS: Record<BookingField, string> = {
  time: 'booking-time-step',
  proof: 'booking-proof-step',
  guardianName: 'booking-guardian',
  childName: 'booking-child',
  childSchoolYear: 'booking-school-year',
  agree: 'booking-agree',
};

const codeOf = (caught: unknown) => (caught as { data?: { code?: unknown } } | null)?.data?.code;
const statusOf = (caught: unknown) => (caught as { status?: unknown } | null)?.status;

/** Which step a refusal of the server is about; the rest goes to the summary by the button. */
export function fieldOf(message: string, caught: unknown): BookingField | undefined {
  if (statusOf(caught) === 401) return 'proof';
  const code = codeOf(caught);
  if (code === 'TOO_SOON' || code === 'TOO_FAR_AHEAD') return 'time';
  if (code === 'SLOT_TAKEN' || code === 'TOO_MANY_APPOINTMENTS') return undefined;
  if (message.includes('보호자 이름')) return 'guardianName';
  if (message.includes('자녀 이름')) return 'childName';
  if (message.includes('학년')) return 'childSchoolYear';
  if (message.includes('동의해 주세요')) return 'agree';
  if (message.includes('예약할 시간')) return 'time';
  return undefined;
}

/**
 * The booking's details and its one submit (useForm): the checks in the server's words, one
 * request however often the button is pressed, a refusal's messages beside the step they are
 * about; a time taken meanwhile hands its `nearest` times to `onTaken`, a lapsed proof calls
 * `onUnproven`.
 */
export function useBookingSubmit({
  initial,
  typeId,
  counsellor,
  start,
  proven,
  depositMethod,
  onBooked,
  onPaying,
  onTaken,
  onUnproven,
  onRefused,
}: {
  /** The names kept from before a reload (booking-draft.ts). */
  initial?: Pick<BookingValues, 'guardianName' | 'childName' | 'childSchoolYear'>;
  typeId: number | null;
  counsellor: string;
  start: string | null;
  proven: boolean;
  /** How the deposit is paid, when the type takes one. */
  depositMethod: DepositMethod;
  onBooked: (appointment: FamilyAppointment) => void;
  /**
   * A held time whose deposit is to be paid: the window is opened (the browser leaves for it);
   * a window closed or refused hands its reason over, the time still held.
   */
  onPaying: (appointment: FamilyAppointment, failure: { code?: string; message?: string }) => void;
  onTaken: (nearest: NearbySlot[]) => void;
  onUnproven: () => void;
  onRefused: (refusal: Refusal) => void;
}) {
  const t = koBooking;
  const [book] = useBookMutation();
  const [startDeposit] = useStartDepositMutation();
  const validate = (values: BookingValues): FieldErrors<BookingField> => {
    const errors: FieldErrors<BookingField> = {};
    if (!start) errors.time = t.calendar.timeRequired;
    if (!proven) errors.proof = t.proof.required;
    const guardian = values.guardianName.trim();
    if (!guardian) errors.guardianName = t.family.guardianRequired;
    else if (guardian.length > BOOKING_LIMITS.guardianName)
      errors.guardianName = t.family.tooLong(t.family.guardianName, BOOKING_LIMITS.guardianName);
    const child = values.childName.trim();
    if (!child) errors.childName = t.family.childRequired;
    else if (child.length > BOOKING_LIMITS.childName)
      errors.childName = t.family.tooLong(t.family.childName, BOOKING_LIMITS.childName);
    if (!values.childSchoolYear) errors.childSchoolYear = t.family.schoolYearRequired;
    if (!values.agree) errors.agree = t.consent.required;
    return errors;
  };

  const form = useForm<BookingValues, BookingField>({
    initial: {
      guardianName: initial?.guardianName ?? '',
      childName: initial?.childName ?? '',
      childSchoolYear: initial?.childSchoolYear ?? '',
      agree: false,
    },
    validate,
    order: ORDER,
    focus: (field) => {
      const element = document.getElementById(FIELD_IDS[field]);
      element?.scrollIntoView({ block: 'center' });
      element?.focus();
    },
    fieldOf,
    onRefused,
  });

  const onSubmit = form.handleSubmit(async (values) => {
    if (typeId === null || !start) return;
    try {
      const booked = await book({
        typeId,
        counsellor,
        start,
        guardianName: values.guardianName.trim(),
        childName: values.childName.trim(),
        childSchoolYear: values.childSchoolYear as BookingValuesSchoolYear,
        agree: true,
        consentVersion: BOOKING_CONSENT.version,
      }).unwrap();
      if (booked.status !== 'HELD') {
        onBooked(booked);
        return;
      }
      // The time is held: the deposit through the provider's window (its SDK loaded only now).
      try {
        const init = await startDeposit({
          appointmentId: booked.id,
          method: depositMethod,
        }).unwrap();
        const { openPaymentWindow } = await import('@/lib/payment-window');
        await openPaymentWindow(init);
      } catch (failure) {
        const body = (failure as { data?: { code?: string; message?: string } }).data;
        onPaying(booked, body ?? (failure as { code?: string; message?: string }));
      }
    } catch (caught) {
      const nearest = nearestOf(caught);
      if (nearest) onTaken(nearest);
      if (statusOf(caught) === 401) onUnproven();
      throw caught;
    }
  });

  return { form, onSubmit };
}

type BookingValuesSchoolYear = Parameters<
  ReturnType<typeof useBookMutation>[0]
>[0]['childSchoolYear'];
