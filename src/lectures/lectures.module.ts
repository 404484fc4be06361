import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { SeatsModule } from '../seats';
import { AdminLecturesController } from './admin-lectures.controller';
import { AdminLecturesService } from './admin-lectures.service';
import { LectureFee } from './lecture-fee.entity';
import { Lecture } from './lecture.entity';
import { LectureFiles } from './lecture-files';
import { LecturesController } from './lectures.controller';
import { LecturesService } from './lectures.service';

/**
 * Lectures and their fees: the cached public reads (/api/lecture) and the back office's edits
 * (/api/admin/lecture: create, edit, delete or archive, the banner image), each with its LECTURE
 * audit row.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Lecture, LectureFee]), AuditModule, SeatsModule],
  controllers: [LecturesController, AdminLecturesController],
  providers: [LecturesService, AdminLecturesService, LectureFiles],
  // The site's pages render from its public reads (src/pages).
  exports: [LecturesService],
})
export class LecturesModule {}
