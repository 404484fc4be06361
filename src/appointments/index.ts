// The appointments module's public face (issue 37).
export { AppointmentsModule } from './appointments.module';
export type { Appointment, AppointmentStatus } from './appointment.entity';
export type { AppointmentType } from './appointment-type.entity';
export type { Counsellor } from './counsellor.entity';
export {
  appointmentRowsOf,
  correctAppointmentContact,
  deleteAppointmentBooksEndedBefore,
  deleteAppointmentsEndedBefore,
  deleteAppointmentsOf,
  hasUpcomingAppointment,
} from './appointment-privacy';
export { hasUnusedSessions, packageRowsOf, retainPackages } from './session-packages.service';
export { appointmentForMessage, type AppointmentForMessage } from './appointment-messages';
export { packageForMessage, type PackageForMessage } from './package-messages';
export { closedDaysBetween, publicHolidaysBetween } from './closed-days';
export { bookablePrograms } from './setup-reads';
export { appointmentCountOn, type CalendarViewer } from './calendar-scope';
export { PayLinks } from './pay-links';
