import type { PaymentMethodName } from '@/lib/payment-navigation';

/** What the lecture detail page hands to /application in navigation state (spec §2). */
export type ApplicationNavigationState = { lectureId: number; lectureTitle: string };

/** A row of GET /api/lecture/fee/{lectureId}: one course of the lecture and its price in won. */
export type LectureFee = { id: number; fee_type: string; amount: number };

export type Applicant = {
  name: string;
  email: string;
  /** "010-1234-5678". */
  contact: string;
  /** "YYYY-MM-DD". */
  birth: string;
  agree: boolean;
};

/** POST /api/lecture/application/data (spec §7). The server reads only the fee ids. */
export type ApplicationRequest = {
  applicant: Applicant;
  lectureId: number;
  lectureTitle: string;
  selectedFees: LectureFee[];
  totalAmount: number;
  payMethod: PaymentMethodName;
};

/** state 0: stored; state -1: this e-mail already applied for this lecture. */
export type ApplicationResponse = { state: 0; applicationId: number } | { state: -1 };
