import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  UnauthorizedException,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  GUEST_PROOF_REQUIRED,
  GUEST_TOKEN_COOKIE,
  GuestToken,
  Public,
  type GuestProof,
} from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { Cookie } from '../common/http/request-values';
import { ApiErrors, ApiGuestProof } from '../common/openapi/api-docs.decorators';
import { SLOT_TAKEN } from './appointment-writes';
import { APPOINTMENT_NOT_FOUND, Booking, TYPE_NOT_BOOKABLE } from './booking.service';
import {
  BookAppointmentDto,
  FamilyAppointment,
  FamilyAppointments,
  RescheduleAppointmentDto,
} from './dto/booking.dto';

/**
 * A family's appointments (issue 37): booking one, and my info's list, move and cancel. Each
 * needs the guest proof (an e-mail or phone proved by a code, the cookie my info uses): a booking
 * belongs to the contact that proved it, and only that contact sees or changes it.
 */
@Public()
@ApiTags('booking')
@ApiGuestProof()
@Controller('guest/appointments')
export class FamilyAppointmentsController {
  constructor(
    private readonly booking: Booking,
    private readonly token: GuestToken,
  ) {}

  @ApiErrors(
    400,
    [401, GUEST_PROOF_REQUIRED],
    [404, TYPE_NOT_BOOKABLE],
    [
      409,
      [
        SLOT_TAKEN,
        '온라인으로는 다가오는 예약을 3건까지 할 수 있어요. 더 필요하시면 센터로 전화해 주세요.',
      ],
    ],
  )
  @Post()
  book(
    @Body() dto: BookAppointmentDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<FamilyAppointment> {
    return this.booking.book(this.proof(proofCookie), dto);
  }

  @ApiErrors([401, GUEST_PROOF_REQUIRED])
  @Get()
  mine(@Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown): Promise<FamilyAppointments> {
    return this.booking.mine(this.proof(proofCookie));
  }

  @ApiErrors(
    [400, '잘못된 ID 형식입니다.'],
    [401, GUEST_PROOF_REQUIRED],
    [404, APPOINTMENT_NOT_FOUND],
    [409, '상담 24시간 전까지만 바꾸거나 취소할 수 있어요. 센터로 전화해 주세요.'],
  )
  @Post(':id/cancel')
  @HttpCode(200)
  cancel(
    @Param('id', IdParamPipe) id: number,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<FamilyAppointment> {
    return this.booking.cancel(this.proof(proofCookie), id);
  }

  @ApiErrors(
    400,
    [401, GUEST_PROOF_REQUIRED],
    [404, APPOINTMENT_NOT_FOUND],
    [409, [SLOT_TAKEN, '상담 24시간 전까지만 바꾸거나 취소할 수 있어요. 센터로 전화해 주세요.']],
  )
  @Post(':id/reschedule')
  @HttpCode(200)
  reschedule(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: RescheduleAppointmentDto,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<FamilyAppointment> {
    return this.booking.reschedule(this.proof(proofCookie), id, dto.start);
  }

  private proof(cookie: unknown): GuestProof {
    const proof = this.token.read(cookie);
    if (!proof) throw new UnauthorizedException(GUEST_PROOF_REQUIRED);
    return proof;
  }
}
