import { Actor, type AuditActor } from '../audit';
import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { RequestOrigin } from '../common/http/request-values';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminWaitlistService } from './admin-waitlist.service';
import { AdminWaitlistChanged, AdminWaitlistEntry } from './dto/waitlist.response';

/** The back office's waiting lists: in order, offer a seat by hand, remove someone. */
@ApiTags('admin')
@ApiAdminAuth()
@Controller('admin')
export class AdminWaitlistController {
  constructor(private readonly waitlist: AdminWaitlistService) {}

  @ApiErrors([400, '잘못된 ID 형식입니다.'], 401, 404)
  @Get('lecture/:id/waitlist')
  list(
    @Param('id', IdParamPipe) lectureId: number,
    @RequestOrigin() origin: string,
  ): Promise<AdminWaitlistEntry[]> {
    return this.waitlist.list(lectureId, origin);
  }

  @ApiErrors(
    [400, '잘못된 ID 형식입니다.'],
    401,
    [404, '대기 내역을 찾을 수 없습니다.'],
    [409, '제안할 수 있는 빈 좌석이 없습니다.'],
  )
  @Post('waitlist/:id/offer')
  @HttpCode(200)
  offer(
    @Param('id', IdParamPipe) entryId: number,
    @Actor() actor: AuditActor,
  ): Promise<AdminWaitlistChanged> {
    return this.waitlist.offer(actor, entryId);
  }

  @ApiErrors(
    [400, '잘못된 ID 형식입니다.'],
    401,
    [404, '대기 내역을 찾을 수 없습니다.'],
    [409, '이미 종료된 대기입니다.'],
  )
  @Delete('waitlist/:id')
  remove(
    @Param('id', IdParamPipe) entryId: number,
    @Actor() actor: AuditActor,
  ): Promise<AdminWaitlistChanged> {
    return this.waitlist.remove(actor, entryId);
  }
}
