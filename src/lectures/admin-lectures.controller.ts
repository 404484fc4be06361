import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { AdminLecturesService } from './admin-lectures.service';
import type {
  AdminLectureDetail,
  AdminLectureRow,
  LectureRemoved,
  LectureSaved,
} from './dto/admin-lecture.response';
import { CreateLectureDto, UpdateLectureDto } from './dto/lecture-form.dto';
import { IMAGE_TOO_LARGE, ImageUploadInterceptor, type UploadedImage } from '../uploads';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';

/** The back office's lectures. Protected by the global admin guard (never public). */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/lecture')
export class AdminLecturesController {
  constructor(private readonly lectures: AdminLecturesService) {}

  @Get('list')
  list(): Promise<AdminLectureRow[]> {
    return this.lectures.list();
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<AdminLectureDetail> {
    return this.lectures.get(id);
  }

  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiErrors([400, IMAGE_TOO_LARGE], 413)
  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  create(
    @Body() dto: CreateLectureDto,
    @UploadedFile() file: UploadedImage | undefined,
    @Actor() actor: AuditActor,
  ): Promise<LectureSaved> {
    return this.lectures.create(actor, dto, file);
  }

  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiErrors(
    [400, '변경된 내용이 없습니다.'],
    404,
    [409, "'1회차' 요금은 결제된 신청이 있어 금액을 바꿀 수 없습니다. 이름만 바꿀 수 있습니다."],
    413,
  )
  @Put(':id')
  @UseInterceptors(ImageUploadInterceptor)
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateLectureDto,
    @UploadedFile() file: UploadedImage | undefined,
    @Actor() actor: AuditActor,
  ): Promise<LectureSaved> {
    return this.lectures.update(actor, id, dto, file);
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @Delete(':id')
  remove(
    @Param('id', IdParamPipe) id: number,
    @Actor() actor: AuditActor,
  ): Promise<LectureRemoved> {
    return this.lectures.remove(actor, id);
  }
}
