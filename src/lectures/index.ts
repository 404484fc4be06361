// The lectures module's public face; other modules import from here (or an entity file).
export { LecturesModule } from './lectures.module';
// The public reads, for the site's pages (src/pages).
export { LecturesController } from './lectures.controller';
export { LecturesService } from './lectures.service';
export { registrationStatus, type RegistrationStatus } from './registration-status';
export {
  feeTypes,
  lectureById,
  lectureFeesById,
  lectureTitles,
  lecturesById,
  lecturesEndedBefore,
  lockLectureClosed,
  lectureClosedOrArchived,
  lockLectureNotArchived,
  lockLectureSeats,
  seatCapacities,
} from './lecture.repository';
export { LECTURE_APPLICATIONS, type LectureApplications } from './lecture-applications';
export { lockedOpenLecture, markLectureClosed } from './lecture.repository';

export { lecturesStartingOn } from './lecture.repository';
