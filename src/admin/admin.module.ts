import { Module } from '@nestjs/common';
import { AdminApplicantsController } from './admin-applicants.controller';
import { AdminApplicantsService } from './admin-applicants.service';
import { AdminLecturesController } from './admin-lectures.controller';
import { AdminLecturesService } from './admin-lectures.service';
import { LectureFiles } from './lecture-files';

/** The back office API: lectures (create, edit, delete/archive) and applicants (lists, CSV). */
@Module({
  controllers: [AdminLecturesController, AdminApplicantsController],
  providers: [AdminLecturesService, AdminApplicantsService, LectureFiles],
})
export class AdminModule {}
