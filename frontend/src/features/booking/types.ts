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
