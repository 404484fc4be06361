import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Req,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request } from 'express';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.tokens';
import { DepositPayments, type PaymentInitResponse } from '../payments';
import { ApiTags } from '@nestjs/swagger';
import {
  GUEST_PROOF_REQUIRED,
  GUEST_TOKEN_COOKIE,
  GuestToken,
  Public,
  type GuestProof,
} from '../auth';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ClientAddress, Cookie } from '../common/http/request-values';
import { ApiErrors, ApiGuestProof } from '../common/openapi/api-docs.decorators';
import { SLOT_TAKEN } from './appointment-writes';
import { APPOINTMENT_NOT_FOUND, Booking, TYPE_NOT_BOOKABLE } from './booking.service';
import { FamilySessionPackages } from './dto/session-package.dto';
import { SessionPackages } from './session-packages.service';
import {
  BookAppointmentDto,
  DepositPaidResponse,
  FamilyAppointment,
  FamilyAppointments,
  RescheduleAppointmentDto,
  StartDepositDto,
  VerifyDepositDto,
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
    private readonly deposits: DepositPayments,
    private readonly sessionPackages: SessionPackages,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
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

  /** The proven family's 회기권, with the sessions left. */
  @ApiErrors([401, GUEST_PROOF_REQUIRED])
  @Get('packages')
  packages(@Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown): Promise<FamilySessionPackages> {
    return this.sessionPackages.mine(this.proof(proofCookie));
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

  /**
   * Starts paying a held booking's deposit (card or transfer): the window's parameters, the
   * amount the server's. The hold is renewed; a lapsed one only while the time is still free.
   */
  @ApiErrors(
    400,
    [401, GUEST_PROOF_REQUIRED],
    [404, APPOINTMENT_NOT_FOUND],
    [409, [SLOT_TAKEN, '취소된 예약이라 결제할 수 없어요. 다시 예약해 주세요.']],
    429,
  )
  @Post(':id/deposit')
  @HttpCode(200)
  async startDeposit(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: StartDepositDto,
    @Req() req: Request,
    @ClientAddress() address: string,
    @Cookie(GUEST_TOKEN_COOKIE) proofCookie: unknown,
  ): Promise<PaymentInitResponse> {
    const { programId } = await this.booking.ownAppointment(this.proof(proofCookie), id);
    // The window comes back to the booking page, which confirms (paid) or offers to try again.
    const page = `${this.config.publicUrl ?? `${req.protocol}://${req.get('host')}`}/program/${programId}/booking`;
    return this.deposits.start(
      'appointment',
      id,
      dto.method === '카드' ? 'CARD' : 'TRANSFER',
      { successUrl: `${page}/paid/${id}`, failUrl: `${page}/unpaid/${id}` },
      address,
    );
  }

  /**
   * The payment window's success redirect, confirmed: the order must be this booking's and the
   * amount its deposit. No proof is asked (the order and key came from the provider's redirect,
   * and the proof may have lapsed while paying); the answer names no family member.
   */
  @ApiErrors(
    [400, '결제 정보가 일치하지 않아요.'],
    [
      409,
      '결제하는 사이 다른 분이 그 시간을 예약해서 예약금을 전액 취소했어요. 다른 시간을 골라 주세요.',
    ],
    429,
  )
  @Post(':id/deposit/verify')
  @HttpCode(200)
  async verifyDeposit(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: VerifyDepositDto,
    @ClientAddress() address: string,
  ): Promise<DepositPaidResponse> {
    const paid = await this.deposits.verify('appointment', id, dto, address);
    return this.booking.paidBooking(id, paid);
  }

  private proof(cookie: unknown): GuestProof {
    const proof = this.token.read(cookie);
    if (!proof) throw new UnauthorizedException(GUEST_PROOF_REQUIRED);
    return proof;
  }
}
