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
import { IdParamPipe } from '../common/http/id-param.pipe';
import { AdminLecturesService } from './admin-lectures.service';
import type {
  AdminLectureDetail,
  AdminLectureRow,
  LectureRemoved,
  LectureSaved,
} from './dto/admin.response';
import { CreateLectureDto, UpdateLectureDto } from './dto/lecture-form.dto';
import { LectureFileInterceptor } from './lecture-file.interceptor';
import type { UploadedImage } from './lecture-files';

/** The back office's lectures. Protected by the global admin guard (never public). */
@Controller('admin/lecture')
export class AdminLecturesController {
  constructor(private readonly lectures: AdminLecturesService) {}

  @Get('list')
  list(): Promise<AdminLectureRow[]> {
    return this.lectures.list();
  }

  @Get(':id')
  get(@Param('id', IdParamPipe) id: number): Promise<AdminLectureDetail> {
    return this.lectures.get(id);
  }

  @Post()
  @UseInterceptors(LectureFileInterceptor)
  create(
    @Body() dto: CreateLectureDto,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<LectureSaved> {
    return this.lectures.create(dto, file);
  }

  @Put(':id')
  @UseInterceptors(LectureFileInterceptor)
  update(
    @Param('id', IdParamPipe) id: number,
    @Body() dto: UpdateLectureDto,
    @UploadedFile() file: UploadedImage | undefined,
  ): Promise<LectureSaved> {
    return this.lectures.update(id, dto, file);
  }

  @Delete(':id')
  remove(@Param('id', IdParamPipe) id: number): Promise<LectureRemoved> {
    return this.lectures.remove(id);
  }
}
