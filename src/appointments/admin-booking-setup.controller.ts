import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { OwnerOnly } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminBookingSetupService } from './admin-booking-setup.service';
import { DayParamPipe } from './day-param.pipe';
import {
  AppointmentTypeRow,
  ClosedDaysResponse,
  RoomRow,
  SetupDone,
  SetupSaved,
} from './dto/setup.response';
import {
  AppointmentTypeDto,
  CreateClosedDayDto,
  CreateRoomDto,
  UpdateRoomDto,
} from './dto/setup-forms.dto';

/**
 * The owner's setup of what families can book (issue 37): 휴무일 (the centre's own; public
 * holidays are listed from the holidays package), 상담실 and 상담 유형 per program.
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, 403)
@OwnerOnly()
@Controller('admin')
export class AdminBookingSetupController {
  constructor(private readonly setup: AdminBookingSetupService) {}

  @Get('closed-day')
  closedDays(): Promise<ClosedDaysResponse> {
    return this.setup.closedDays();
  }

  @ApiErrors([400, ['사유를 입력해 주세요.']], [409, '날짜가 이미 휴무일로 등록되어 있습니다.'])
  @Post('closed-day')
  addClosedDay(@Actor() actor: AuditActor, @Body() dto: CreateClosedDayDto): Promise<SetupDone> {
    return this.setup.addClosedDay(actor, dto);
  }

  @ApiErrors([400, '날짜 형식이 올바르지 않습니다.'], [404, '휴무일을 찾을 수 없습니다.'])
  @Delete('closed-day/:day')
  removeClosedDay(
    @Actor() actor: AuditActor,
    @Param('day', DayParamPipe) day: string,
  ): Promise<SetupDone> {
    return this.setup.removeClosedDay(actor, day);
  }

  @Get('room')
  rooms(): Promise<RoomRow[]> {
    return this.setup.rooms();
  }

  @ApiErrors(
    [400, ['상담실 이름을 입력해 주세요.']],
    [409, '상담실 이름이 이미 있습니다. 다른 이름을 써 주세요.'],
  )
  @Post('room')
  addRoom(@Actor() actor: AuditActor, @Body() dto: CreateRoomDto): Promise<SetupSaved> {
    return this.setup.addRoom(actor, dto);
  }

  @ApiErrors([400, '변경된 내용이 없습니다.'], [404, '상담실을 찾을 수 없습니다.'], 409)
  @Put('room/:id')
  updateRoom(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateRoomDto,
  ): Promise<SetupSaved> {
    return this.setup.updateRoom(actor, id, dto);
  }

  @Get('appointment-type')
  types(): Promise<AppointmentTypeRow[]> {
    return this.setup.types();
  }

  @ApiErrors([400, ['상담 시간은 10분에서 480분 사이로 입력해 주세요.']])
  @Post('appointment-type')
  addType(@Actor() actor: AuditActor, @Body() dto: AppointmentTypeDto): Promise<SetupSaved> {
    return this.setup.addType(actor, dto);
  }

  @ApiErrors([400, '변경된 내용이 없습니다.'], [404, '상담 유형을 찾을 수 없습니다.'])
  @Put('appointment-type/:id')
  updateType(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: AppointmentTypeDto,
  ): Promise<SetupSaved> {
    return this.setup.updateType(actor, id, dto);
  }
}
