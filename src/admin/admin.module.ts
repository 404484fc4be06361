import { Module } from '@nestjs/common';
import { AdminApplicantsController } from './admin-applicants.controller';
import { AdminApplicantsService } from './admin-applicants.service';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminOverviewService } from './admin-overview.service';
import { AdminLecturesController } from './admin-lectures.controller';
import { AdminLecturesService } from './admin-lectures.service';
import { LectureFiles } from './lecture-files';

/**
 * The back office API: lectures (create, edit, delete/archive), applicants (lists, CSV), and the
 * overview of applications and money (per lecture and month, with its Excel file).
 */
@Module({
  controllers: [AdminLecturesController, AdminApplicantsController, AdminOverviewController],
  providers: [AdminLecturesService, AdminApplicantsService, AdminOverviewService, LectureFiles],
})
export class AdminModule {}
