import { Controller, Get, Param, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { CurrentAdmin, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ClientAddress } from '../common/http/request-values';
import { AdminApplicantsService } from './admin-applicants.service';
import type { AdminUserRow, ApplicationListPage, LectureApplicantRow } from './dto/admin.response';
import { ApplicationSearchQuery } from './dto/application-search.dto';
import { OptionalIdQueryPipe } from './optional-id-query.pipe';
import { attachment } from '../common/http/attachment';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';

/** Applicants in the back office. Protected by the global admin guard (never public). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin')
export class AdminApplicantsController {
  constructor(private readonly applicants: AdminApplicantsService) {}

  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @Get('lecture/applicant/:id')
  ofLecture(@Param('id', IdParamPipe) id: number): Promise<LectureApplicantRow[]> {
    return this.applicants.ofLecture(id);
  }

  /** Applications, searched, filtered, sorted and paginated by the server. */
  @ApiErrors([400, '한 페이지에 10~100건까지 볼 수 있습니다.'])
  @Get('applications')
  search(@Query() query: ApplicationSearchQuery): Promise<ApplicationListPage> {
    return this.applicants.search(query);
  }

  @Get('user/list')
  users(): Promise<AdminUserRow[]> {
    return this.applicants.users();
  }

  /**
   * Every applicant, or one lecture's (lectureId), as a CSV file with a Korean file name. Its
   * first line says it holds personal data; the download is recorded (개인정보 열람 기록).
   */
  @ApiProduces('text/csv')
  @ApiOkResponse({
    description: '신청자 목록 CSV (UTF-8, Content-Disposition: attachment)',
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @Get('applicants.csv')
  async csv(
    @Query('lectureId', OptionalIdQueryPipe) lectureId: number | undefined,
    @Res({ passthrough: true }) res: Response,
    @CurrentAdmin() admin: AdminPrincipal,
    @ClientAddress() address: string,
  ): Promise<string> {
    const file = await this.applicants.csv(
      { adminId: admin.id, adminName: admin.username, address },
      lectureId,
    );
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': attachment(file),
      'Cache-Control': 'no-store',
    });
    return file.body;
  }
}
