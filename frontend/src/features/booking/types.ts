import type { Schema } from '@shared/contract/schema';

export type Program = Schema<'ProgramResponse'>;
export type BookingProgram = Schema<'BookingProgram'>;
export type BookingType = Schema<'BookingType'>;
export type BookAppointmentRequest = Schema<'BookAppointmentDto'>;
export type FamilyAppointment = Schema<'FamilyAppointment'>;

/** The booking page's history state once booked: the confirmation survives a reload. */
export interface BookedState {
  booked: FamilyAppointment;
}

/** POST /api/guest/appointments/:id/deposit: the provider window's parameters. */
export type DepositInit = Schema<'PaymentInitResponse'>;
export type DepositMethod = Schema<'StartDepositDto'>['method'];
/** POST …/deposit/verify: what the success redirect carried, and the answer once paid. */
export type VerifyDepositRequest = Schema<'VerifyDepositDto'> & { appointmentId: number };
export type DepositPaid = Schema<'DepositPaidResponse'>;
export type PayLink = Schema<'PayLinkResponse'>;
/** GET /api/booking/package/:token: a 회기권 sold by a payment link (issue 37). */
export type PackagePayLink = Schema<'PackagePayLinkResponse'>;
/** POST …/verify: what the success redirect carried, and the answer once paid. */
export type VerifyPackageRequest = Schema<'VerifyPackagePaymentDto'> & { token: string };
export type PackagePaid = Schema<'PackagePaidResponse'>;
