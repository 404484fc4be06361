import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { CurrentAdmin, OwnerOnly, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import {
  AdminCounsellorsService,
  COUNSELLOR_NOT_FOUND,
  NOT_YOUR_SCHEDULE,
} from './admin-counsellors.service';
import { CounsellorFeedService } from './counsellor-feed.service';
import {
  CounsellorAccountOption,
  CounsellorDetail,
  CounsellorFeedIssued,
  CounsellorRow,
  SetupDone,
  SetupSaved,
} from './dto/setup.response';
import {
  CreateCounsellorDto,
  CreateTimeOffDto,
  UpdateCounsellorDto,
  WeeklyHoursDto,
} from './dto/setup-forms.dto';

/**
 * 상담사 (issue 37): the owner gives staff accounts counsellor profiles; a counsellor keeps their
 * own weekly hours and time off, the owner anyone's.
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/counsellor')
export class AdminCounsellorsController {
  constructor(
    private readonly counsellors: AdminCounsellorsService,
    private readonly feeds: CounsellorFeedService,
  ) {}

  /** The owner sees every counsellor; a staff account its own profile. */
  @Get()
  list(@CurrentAdmin() admin: AdminPrincipal): Promise<CounsellorRow[]> {
    return this.counsellors.list(admin);
  }

  /** Active accounts without a profile, for the owner's 상담사 추가. */
  @OwnerOnly()
  @ApiErrors(403)
  @Get('accounts')
  accounts(): Promise<CounsellorAccountOption[]> {
    return this.counsellors.accountOptions();
  }

  @OwnerOnly()
  @ApiErrors(
    [400, ['상담사 이름을 입력해 주세요.']],
    [409, '계정에 이미 상담사 프로필이 있습니다.'],
    403,
  )
  @Post()
  create(@Actor() actor: AuditActor, @Body() dto: CreateCounsellorDto): Promise<SetupSaved> {
    return this.counsellors.create(actor, dto);
  }

  @ApiErrors([403, NOT_YOUR_SCHEDULE], [404, COUNSELLOR_NOT_FOUND])
  @Get(':id')
  get(
    @CurrentAdmin() admin: AdminPrincipal,
    @Param('id', IdParamPipe) id: number,
  ): Promise<CounsellorDetail> {
    return this.counsellors.get(admin, id);
  }

  @OwnerOnly()
  @ApiErrors([400, '변경된 내용이 없습니다.'], [404, COUNSELLOR_NOT_FOUND], 403)
  @Put(':id')
  update(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateCounsellorDto,
  ): Promise<SetupSaved> {
    return this.counsellors.update(actor, id, dto);
  }

  /** Only a profile that never had an appointment (409 otherwise: deactivate it instead). */
  @OwnerOnly()
  @ApiErrors(
    [404, COUNSELLOR_NOT_FOUND],
    [409, '예약 기록이 있는 상담사는 삭제할 수 없습니다. 비활성으로 바꿔 주세요.'],
    403,
  )
  @Delete(':id')
  remove(@Actor() actor: AuditActor, @Param('id', IdParamPipe) id: number): Promise<SetupDone> {
    return this.counsellors.remove(actor, id);
  }

  /** The whole week at once, replacing what was there. */
  @ApiErrors(
    [400, ['월요일 13:00–12:00: 시작 시각이 끝 시각보다 빨라야 합니다.']],
    [403, NOT_YOUR_SCHEDULE],
    [404, COUNSELLOR_NOT_FOUND],
  )
  @Put(':id/hours')
  hours(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: WeeklyHoursDto,
  ): Promise<SetupDone> {
    return this.counsellors.replaceHours(admin, actor, id, dto);
  }

  @ApiErrors(
    [400, ['끝 일시는 시작 일시보다 뒤여야 합니다.']],
    [403, NOT_YOUR_SCHEDULE],
    [404, COUNSELLOR_NOT_FOUND],
  )
  @Post(':id/time-off')
  addTimeOff(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CreateTimeOffDto,
  ): Promise<SetupSaved> {
    return this.counsellors.addTimeOff(admin, actor, id, dto);
  }

  @ApiErrors([403, NOT_YOUR_SCHEDULE], [404, '휴무 일정을 찾을 수 없습니다.'])
  @Delete(':id/time-off/:timeOffId')
  removeTimeOff(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Param('timeOffId', IdParamPipe) timeOffId: number,
  ): Promise<SetupDone> {
    return this.counsellors.removeTimeOff(admin, actor, id, timeOffId);
  }

  /**
   * A new private calendar feed address, shown this once (only its hash is kept); the address
   * made before it stops answering.
   */
  @ApiErrors([403, NOT_YOUR_SCHEDULE], [404, COUNSELLOR_NOT_FOUND])
  @Post(':id/feed')
  issueFeed(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
  ): Promise<CounsellorFeedIssued> {
    return this.feeds.issue(admin, actor, id);
  }

  /** Turns the calendar feed off: its address stops answering. */
  @ApiErrors([403, NOT_YOUR_SCHEDULE], [404, COUNSELLOR_NOT_FOUND])
  @Delete(':id/feed')
  revokeFeed(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
  ): Promise<SetupDone> {
    return this.feeds.revoke(admin, actor, id);
  }
}
