import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiErrors } from '../common/openapi/api-docs.decorators';
import { Booking, TYPE_NOT_BOOKABLE } from './booking.service';
import {
  BookingDays,
  BookingDaysQuery,
  BookingProgram,
  BookingSlots,
  BookingSlotsQuery,
} from './dto/booking.dto';

/**
 * The public reads of booking (issue 37): what a program offers, which days of a month have time
 * and a day's start times. Never cached: a time can be taken at any moment.
 */
@Public()
@ApiTags('booking')
@Controller('booking')
export class BookingController {
  constructor(private readonly booking: Booking) {}

  @ApiErrors([400, '잘못된 ID 형식입니다.'])
  @Get('program/:programId')
  program(@Param('programId', IdParamPipe) programId: number): Promise<BookingProgram> {
    return this.booking.program(programId);
  }

  @ApiErrors(
    [400, ['잘못된 ID 형식입니다.', '달을 2026-12 형식으로 입력해 주세요.']],
    [404, TYPE_NOT_BOOKABLE],
  )
  @Get('type/:typeId/days')
  days(
    @Param('typeId', IdParamPipe) typeId: number,
    @Query() query: BookingDaysQuery,
  ): Promise<BookingDays> {
    return this.booking.days(typeId, query.month, query.counsellor);
  }

  @ApiErrors(
    [400, ['잘못된 ID 형식입니다.', '날짜를 2026-12-03 형식으로 입력해 주세요.']],
    [404, TYPE_NOT_BOOKABLE],
  )
  @Get('type/:typeId/slots')
  slots(
    @Param('typeId', IdParamPipe) typeId: number,
    @Query() query: BookingSlotsQuery,
  ): Promise<BookingSlots> {
    return this.booking.slots(typeId, query.date, query.counsellor);
  }
}
