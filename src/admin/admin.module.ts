import { Module } from '@nestjs/common';
import { AdminApplicantsController } from './admin-applicants.controller';
import { AdminApplicantsService } from './admin-applicants.service';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminOverviewService } from './admin-overview.service';
import { AdminLecturesController } from './admin-lectures.controller';
import { AdminLecturesService } from './admin-lectures.service';
import { LectureFiles } from './lecture-files';
import { AdminProgramsController } from './admin-programs.controller';
import { AdminProgramsService } from './admin-programs.service';
import { AdminPersonalDataController } from './admin-personal-data.controller';
import { AdminPersonalDataService } from './admin-personal-data.service';
import { AuditModule } from '../audit';
import { PrivacyModule } from '../privacy';
import { SeatsModule } from '../seats';

/**
 * The back office API: lectures (create, edit, delete/archive), programs (the same, with their
 * order and carousel), applicants (lists, CSV), and the
 * overview of applications and money (per lecture and month, with its Excel file), and families'
 * contacts in full one recorded click at a time (개인정보 열람 기록).
 */
@Module({
  imports: [AuditModule, PrivacyModule, SeatsModule],
  controllers: [
    AdminLecturesController,
    AdminApplicantsController,
    AdminOverviewController,
    AdminPersonalDataController,
    AdminProgramsController,
  ],
  providers: [
    AdminLecturesService,
    AdminApplicantsService,
    AdminOverviewService,
    AdminPersonalDataService,
    LectureFiles,
    AdminProgramsService,
  ],
})
export class AdminModule {}
