import { Actor, type AuditActor } from '../audit';
import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminOverviewService } from './admin-overview.service';
import { attachment } from '../common/http/attachment';
import { OverviewQuery } from './dto/overview.dto';
import { OverviewResponse } from './dto/overview.response';
import { overviewFileName, overviewWorkbook } from './overview-xlsx';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The numbers the centre reports: per lecture and per month (admin only, as every route). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [400, '월을 YYYY-MM 형식으로 입력해 주세요.'], [404, '강의를 찾을 수 없습니다.'])
@Controller('admin')
export class AdminOverviewController {
  constructor(private readonly overviews: AdminOverviewService) {}

  @Get('overview')
  overview(@Query() query: OverviewQuery): Promise<OverviewResponse> {
    return this.overviews.overview(query);
  }

  /** The same figures as an Excel file (.xlsx), amounts as numbers. */
  @ApiProduces(XLSX)
  @ApiOkResponse({
    description: '현황 엑셀 파일 (Content-Disposition: attachment)',
    content: { [XLSX]: { schema: { type: 'string', format: 'binary' } } },
  })
  @Get('overview.xlsx')
  async workbook(
    @Query() query: OverviewQuery,
    @Res({ passthrough: true }) res: Response,
    @Actor() actor: AuditActor,
  ): Promise<Buffer> {
    const overview = await this.overviews.forDownload(actor, query);
    res.set({
      'Content-Type': XLSX,
      'Content-Disposition': attachment(overviewFileName(overview)),
      'Cache-Control': 'no-store',
    });
    return overviewWorkbook(overview);
  }
}
