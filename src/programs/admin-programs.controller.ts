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
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { Actor, type AuditActor } from '../audit';
import { IdParamPipe } from '../common/http/id-param.pipe';
import { ApiAdminAuth, ApiErrors } from '../common/openapi/api-docs.decorators';
import { AdminProgramsService } from './admin-programs.service';
import type {
  AdminProgramDetail,
  AdminProgramRow,
  ProgramImagesSaved,
  ProgramRemoved,
  ProgramSaved,
} from './dto/admin-program.response';
import {
  CreateProgramDto,
  ProgramImageOrderDto,
  ProgramOrderDto,
  UpdateProgramDto,
} from './dto/program-form.dto';
import { ImageUploadInterceptor, type UploadedImage } from '../uploads';

/**
 * The back office's programs (상담 프로그램 관리). Images come as multipart part `file`, read by
 * ImageUploadInterceptor and checked like the lecture banners. Protected by the global admin guard.
 */
@ApiTags('admin')
@ApiAdminAuth()
@ApiErrors(401)
@Controller('admin/program')
export class AdminProgramsController {
  constructor(private readonly programs: AdminProgramsService) {}

  /** Every program in the public list's order, archived ones last. */
  @Get('list')
  list(): Promise<AdminProgramRow[]> {
    return this.programs.list();
  }

  /** The public list's order: every live program's id, first shown first. */
  @ApiErrors(400)
  @Put('order')
  reorder(@Actor() actor: AuditActor, @Body() dto: ProgramOrderDto): Promise<AdminProgramRow[]> {
    return this.programs.reorder(actor, dto.ids);
  }

  @ApiErrors([400, '잘못된 ID 형식입니다.'], [404, '프로그램을 찾을 수 없습니다.'])
  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<AdminProgramDetail> {
    return this.programs.get(id);
  }

  /** A new program, with its thumbnail in part `file`; it goes at the end of the public list. */
  @ApiConsumes('multipart/form-data')
  @ApiErrors([400, '첨부 파일이 없습니다. 파일을 등록해 주세요.'], 413)
  @Post()
  @UseInterceptors(ImageUploadInterceptor)
  create(
    @Actor() actor: AuditActor,
    @Body() dto: CreateProgramDto,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<ProgramSaved> {
    return this.programs.create(actor, dto, file);
  }

  /** Only what changed; a new thumbnail in part `file`. */
  @ApiConsumes('application/json', 'multipart/form-data')
  @ApiErrors([400, '변경된 내용이 없습니다.'], 404, 413)
  @Put(':id')
  @UseInterceptors(ImageUploadInterceptor)
  update(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateProgramDto,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<ProgramSaved> {
    return this.programs.update(actor, id, dto, file);
  }

  /** Deleted, or archived when something references it (result says which). */
  @ApiErrors([400, '잘못된 ID 형식입니다.'], 404)
  @Delete(':id')
  remove(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
  ): Promise<ProgramRemoved> {
    return this.programs.remove(actor, id);
  }

  /** An archived program back on the public list. */
  @ApiErrors(404, [409, '보관된 프로그램이 아닙니다.'])
  @Post(':id/restore')
  restore(@Actor() actor: AuditActor, @Param('id', IdParamPipe) id: number): Promise<ProgramSaved> {
    return this.programs.restore(actor, id);
  }

  /** One more carousel image (part `file`), at the end. */
  @ApiConsumes('multipart/form-data')
  @ApiErrors([400, '사진은 PNG, JPEG, GIF, WebP 이미지 파일만 첨부할 수 있습니다.'], 404, 413)
  @Post(':id/image')
  @UseInterceptors(ImageUploadInterceptor)
  addImage(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<ProgramImagesSaved> {
    return this.programs.addImage(actor, id, file);
  }

  /** The carousel's order: every image's stored name, first shown first. */
  @ApiErrors([400, '사진 파일 이름이 올바르지 않습니다.'], 404)
  @Put(':id/image/order')
  reorderImages(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Body() dto: ProgramImageOrderDto,
  ): Promise<ProgramImagesSaved> {
    return this.programs.reorderImages(actor, id, dto.files);
  }

  @ApiErrors([400, '사진 파일 이름이 올바르지 않습니다.'], 404)
  @Delete(':id/image/:file')
  removeImage(
    @Actor() actor: AuditActor,
    @Param('id', IdParamPipe) id: number,
    @Param('file') file: string,
  ): Promise<ProgramImagesSaved> {
    return this.programs.removeImage(actor, id, file);
  }
}
