import { Module } from '@nestjs/common';
import { AdminApplicantsController } from './admin-applicants.controller';
import { AdminApplicantsService } from './admin-applicants.service';
import { AdminDashboardController } from './admin-dashboard.controller';
import { AdminDashboardService } from './admin-dashboard.service';
import { AdminOverviewController } from './admin-overview.controller';
import { AdminOverviewService } from './admin-overview.service';
import { AdminPersonalDataController } from './admin-personal-data.controller';
import { AdminPersonalDataService } from './admin-personal-data.service';
import { AuditModule } from '../audit';
import { LecturesModule } from '../lectures';
import { PrivacyModule } from '../privacy';

/**
 * The back office's views across modules: the dashboard (/admin), applicants (per lecture, searched, by family, CSV), the
 * overview of applications and money (per lecture and month, with its Excel file), and families'
 * contacts in full one recorded click at a time (개인정보 열람 기록). Lectures and programs keep
 * their own edits (lectures/, programs/).
 */
@Module({
  imports: [AuditModule, LecturesModule, PrivacyModule],
  controllers: [
    AdminApplicantsController,
    AdminDashboardController,
    AdminOverviewController,
    AdminPersonalDataController,
  ],
  providers: [
    AdminApplicantsService,
    AdminDashboardService,
    AdminOverviewService,
    AdminPersonalDataService,
  ],
})
export class AdminModule {}
