import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import type { AdminPrincipal } from './admin-jwt.strategy';
import { CurrentAdmin } from './current-admin.decorator';
import {
  CurrentAdminResponse,
  InvitationSentResponse,
  InviteStaffDto,
  SendInvitationDto,
  StaffAccountResponse,
  StaffInvitedResponse,
  StaffListResponse,
} from './dto/staff.dto';
import { TeamPolicyDto, TeamPolicyResponse } from './dto/team-policy.dto';
import { OWNER_ONLY_REFUSED, OwnerOnly } from '../common/auth-markers/owner-only.decorator';
import { INVITATION_SEND_REFUSED, InvitationSends } from './invitation-sends';
import { STAFF, StaffService } from './staff.service';
import { TeamPolicies } from './team-policies';

/** Who is signed in (every account), for the back office's menu. */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/me')
export class CurrentAdminController {
  constructor(private readonly staff: StaffService) {}

  @Get()
  me(@CurrentAdmin() admin: AdminPrincipal): Promise<CurrentAdminResponse> {
    return this.staff.me(admin.id);
  }
}

/** 직원 관리 (issue 20): accounts, invitations, deactivation. The owner's only. */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [403, OWNER_ONLY_REFUSED])
@OwnerOnly()
@Controller('admin/staff')
export class StaffController {
  constructor(
    private readonly staff: StaffService,
    private readonly sends: InvitationSends,
  ) {}

  /** Every account (the owner first) and the invitations still pending. */
  @Get()
  list(): Promise<StaffListResponse> {
    return this.staff.list();
  }

  /** A one-time link for the invited person (72 hours); its token is shown this once only. */
  @ApiErrors(400, [409, STAFF.usernameTaken])
  @Post('invitations')
  invite(@Body() dto: InviteStaffDto, @Actor() actor: AuditActor): Promise<StaffInvitedResponse> {
    return this.staff.invite(dto, actor);
  }

  /**
   * Sends the pending invitation's link by e-mail or 알림톡 to `to` (at most three times per
   * invitation); the audit trail notes the channel, never the address.
   */
  @ApiErrors(
    [400, INVITATION_SEND_REFUSED.email],
    [404, STAFF.invitationNotFound],
    [409, INVITATION_SEND_REFUSED.tooMany],
  )
  @Post('invitations/:id/send')
  @HttpCode(200)
  send(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: SendInvitationDto,
    @Actor() actor: AuditActor,
  ): Promise<InvitationSentResponse> {
    return this.sends.send(id, dto, actor);
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, STAFF.invitationNotFound])
  @Delete('invitations/:id')
  @HttpCode(204)
  revoke(@Param('id', IdParamPipe) id: number, @Actor() actor: AuditActor): Promise<void> {
    return this.staff.revoke(id, actor);
  }

  /** Ends the account's sessions and refresh tokens at once; it cannot sign in until reactivated. */
  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, STAFF.notFound], [409, STAFF.notSelf])
  @Post(':id/deactivate')
  @HttpCode(200)
  deactivate(
    @Param('id', IdParamPipe) id: number,
    @Actor() actor: AuditActor,
  ): Promise<StaffAccountResponse> {
    return this.staff.deactivate(id, actor);
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, STAFF.notFound])
  @Post(':id/reactivate')
  @HttpCode(200)
  reactivate(
    @Param('id', IdParamPipe) id: number,
    @Actor() actor: AuditActor,
  ): Promise<StaffAccountResponse> {
    return this.staff.reactivate(id, actor);
  }
}

/** The team's policy (issue 20): staff refund limit, two-factor for everyone. The owner's only. */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401, [403, OWNER_ONLY_REFUSED])
@OwnerOnly()
@Controller('admin/team-policy')
export class TeamPolicyController {
  constructor(private readonly policies: TeamPolicies) {}

  @Get()
  get(): Promise<TeamPolicyResponse> {
    return this.policies.current();
  }

  @ApiErrors(400)
  @Put()
  update(@Body() dto: TeamPolicyDto, @Actor() actor: AuditActor): Promise<TeamPolicyResponse> {
    return this.policies.update(dto, actor);
  }
}
