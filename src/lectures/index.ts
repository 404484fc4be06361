// The lectures module's public face; other modules import from here (or an entity file).
export { LecturesModule } from './lectures.module';
export { registrationStatus, type RegistrationStatus } from './registration-status';
export { feeTypes, lecturesById, lecturesEndedBefore } from './lecture.repository';
export { lecturesStartingOn } from './lecture.repository';
