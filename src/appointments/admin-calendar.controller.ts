import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { CurrentAdmin, OwnerOnly, OWNER_ONLY_REFUSED, type AdminPrincipal } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { SLOT_TAKEN } from './appointment-writes';
import {
  AdminCalendar,
  APPOINTMENT_CHANGED,
  APPOINTMENT_MISSING,
  DEPOSIT_REFUND_OWNER_ONLY,
  NO_DEPOSIT_TO_REFUND,
  REFUND_CHOICE_REQUIRED,
  ATTENDANCE_CORRECTED,
  ATTENDANCE_OWNER_ONLY,
  ATTENDANCE_TOO_EARLY,
  CALENDAR_RANGE_REFUSED,
  SERIES_CONFLICT,
  CONTACT_REQUIRED,
  COUNSELLOR_NOT_FOUND,
  NOT_FREE,
} from './admin-calendar.service';
import { OTHER_COUNSELLOR_REFUSED } from './calendar-scope';
import {
  AttendanceDto,
  CalendarAppointment,
  CancelAppointmentDto,
  MoveAppointmentDto,
  OrphanedAppointments,
  SeriesBooked,
  SeriesBookingDto,
  SeriesPreview,
  SeriesPreviewDto,
  CalendarChoices,
  CalendarQuery,
  CalendarResponse,
  FreeTimes,
  FreeTimesQuery,
  StaffBooked,
  StaffBookingDto,
} from './dto/calendar.dto';

/**
 * 상담 일정 (issue 37): the centre's calendar in the back office. Every signed-in account may
 * call it; what each one sees is its scope (calendar-scope.ts): a counsellor only their own.
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/appointments')
export class AdminCalendarController {
  constructor(private readonly calendar: AdminCalendar) {}

  @ApiErrors(
    [400, ['시작일을 2026-12-01 형식으로 입력해 주세요.', CALENDAR_RANGE_REFUSED]],
    [403, OTHER_COUNSELLOR_REFUSED],
    [404, COUNSELLOR_NOT_FOUND],
  )
  @Get()
  read(
    @CurrentAdmin() admin: AdminPrincipal,
    @Query() query: CalendarQuery,
  ): Promise<CalendarResponse> {
    return this.calendar.calendar(admin, query);
  }

  @ApiErrors([403, OWNER_ONLY_REFUSED])
  @OwnerOnly()
  @Get('orphaned')
  async orphaned(): Promise<OrphanedAppointments> {
    return { appointments: await this.calendar.orphaned() };
  }

  @Get('choices')
  choices(@CurrentAdmin() admin: AdminPrincipal): Promise<CalendarChoices> {
    return this.calendar.choices(admin);
  }

  @ApiErrors(
    [400, ['날짜를 2026-12-01 형식으로 입력해 주세요.']],
    [403, OTHER_COUNSELLOR_REFUSED],
    [404, COUNSELLOR_NOT_FOUND],
  )
  @Get('free')
  free(@CurrentAdmin() admin: AdminPrincipal, @Query() query: FreeTimesQuery): Promise<FreeTimes> {
    return this.calendar.freeTimes(admin, query);
  }

  @ApiErrors(
    [400, ['보호자 이름을 입력해 주세요.', CONTACT_REQUIRED, NOT_FREE]],
    [403, OTHER_COUNSELLOR_REFUSED],
    [404, COUNSELLOR_NOT_FOUND],
    [409, SLOT_TAKEN],
  )
  @Post()
  book(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Body() dto: StaffBookingDto,
  ): Promise<StaffBooked> {
    return this.calendar.book(admin, actor, dto);
  }

  @ApiErrors(
    [400, ['회기 수는 2회에서 24회 사이로 입력해 주세요.']],
    [403, OTHER_COUNSELLOR_REFUSED],
    [404, COUNSELLOR_NOT_FOUND],
  )
  @Post('series/preview')
  @HttpCode(200)
  previewSeries(
    @CurrentAdmin() admin: AdminPrincipal,
    @Body() dto: SeriesPreviewDto,
  ): Promise<SeriesPreview> {
    return this.calendar.previewSeries(admin, dto);
  }

  @ApiErrors(
    [400, ['예약할 회기를 선택해 주세요.', CONTACT_REQUIRED]],
    [403, OTHER_COUNSELLOR_REFUSED],
    [404, COUNSELLOR_NOT_FOUND],
    [409, SERIES_CONFLICT],
  )
  @Post('series')
  bookSeries(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Body() dto: SeriesBookingDto,
  ): Promise<SeriesBooked> {
    return this.calendar.bookSeries(admin, actor, dto);
  }

  @ApiErrors(
    [400, ['바꿀 시간을 선택해 주세요.', NOT_FREE]],
    [403, OTHER_COUNSELLOR_REFUSED],
    [404, APPOINTMENT_MISSING],
    [409, [SLOT_TAKEN, APPOINTMENT_CHANGED]],
  )
  @Post(':id/move')
  @HttpCode(200)
  move(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: MoveAppointmentDto,
  ): Promise<CalendarAppointment> {
    return this.calendar.move(admin, actor, id, dto);
  }

  @ApiErrors(
    [400, ['취소 사유를 입력해 주세요.', REFUND_CHOICE_REQUIRED]],
    [403, [OTHER_COUNSELLOR_REFUSED, DEPOSIT_REFUND_OWNER_ONLY]],
    [404, APPOINTMENT_MISSING],
    [409, [APPOINTMENT_CHANGED, NO_DEPOSIT_TO_REFUND]],
    503,
  )
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: CancelAppointmentDto,
  ): Promise<CalendarAppointment> {
    return this.calendar.cancel(admin, actor, id, dto.reason, dto.refundDeposit);
  }

  @ApiErrors(
    [400, ['출석 또는 노쇼를 선택해 주세요.']],
    [403, [OTHER_COUNSELLOR_REFUSED, ATTENDANCE_OWNER_ONLY]],
    [404, APPOINTMENT_MISSING],
    [409, [ATTENDANCE_TOO_EARLY, ATTENDANCE_CORRECTED]],
  )
  @Post(':id/attendance')
  @HttpCode(200)
  attendance(
    @CurrentAdmin() admin: AdminPrincipal,
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AttendanceDto,
  ): Promise<CalendarAppointment> {
    return this.calendar.markAttendance(admin, actor, id, dto.status);
  }
}
