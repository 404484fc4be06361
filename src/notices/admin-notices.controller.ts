import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminNoticesService } from './admin-notices.service';
import type {
  AdminNoticeDetail,
  AdminNoticeRow,
  NoticeRemoved,
  NoticeSaved,
} from './dto/notice.response';
import { CreateNoticeDto, UpdateNoticeDto } from './dto/notice-form.dto';

/** The back office's notices (공지사항 관리). Protected by the global admin guard (never public). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/notice')
export class AdminNoticesController {
  constructor(private readonly notices: AdminNoticesService) {}

  @Get('list')
  list(): Promise<AdminNoticeRow[]> {
    return this.notices.list();
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '공지사항을 찾을 수 없습니다.'])
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<AdminNoticeDetail> {
    return this.notices.get(id);
  }

  @ApiErrors([400, ['제목을 입력해 주세요.']])
  @Post()
  create(@Actor() actor: AuditActor, @Body() dto: CreateNoticeDto): Promise<NoticeSaved> {
    return this.notices.create(actor, dto);
  }

  @ApiErrors([400, '변경된 내용이 없습니다.'], [404, '공지사항을 찾을 수 없습니다.'])
  @Put(':id')
  update(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateNoticeDto,
  ): Promise<NoticeSaved> {
    return this.notices.update(actor, id, dto);
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '공지사항을 찾을 수 없습니다.'])
  @Delete(':id')
  remove(@Actor() actor: AuditActor, @Param('id', IdParamPipe) id: number): Promise<NoticeRemoved> {
    return this.notices.remove(actor, id);
  }
}
