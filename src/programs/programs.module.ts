import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AdminProgramsController } from './admin-programs.controller';
import { AdminProgramsService } from './admin-programs.service';
import { ProgramImage } from './program-image.entity';
import { Program } from './program.entity';
import { ProgramsController } from './programs.controller';
import { ProgramsService } from './programs.service';

/**
 * Programs (상담 프로그램) and their carousels: the cached public reads (/api/program) and the back
 * office's edits (/api/admin/program: create, edit, delete or archive, restore, the public list's
 * order, the images), each with its PROGRAM audit row.
 */
@Module({
  imports: [TypeOrmModule.forFeature([Program, ProgramImage]), AuditModule],
  controllers: [ProgramsController, AdminProgramsController],
  providers: [ProgramsService, AdminProgramsService],
  // The site's pages render from its public reads (src/pages).
  exports: [ProgramsService],
})
export class ProgramsModule {}
