import { Controller, Get } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentAdmin, type AdminPrincipal } from '../auth';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminDashboardService } from './admin-dashboard.service';
import type { DashboardResponse } from './dto/dashboard.response';

/** The back office's first page (/admin): the day's figures, each opening its list. */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin')
export class AdminDashboardController {
  constructor(private readonly dashboards: AdminDashboardService) {}

  /** For the signed-in role: refund requests waiting for approval only for the owner. */
  @Get('dashboard')
  dashboard(@CurrentAdmin() admin: AdminPrincipal): Promise<DashboardResponse> {
    return this.dashboards.dashboard(admin);
  }
}
