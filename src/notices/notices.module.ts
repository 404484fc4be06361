import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { AdminNoticesController } from './admin-notices.controller';
import { AdminNoticesService } from './admin-notices.service';
import { Notice } from './notice.entity';
import { NoticesController } from './notices.controller';
import { NoticesService } from './notices.service';

/** The notices board (공지사항): its public reads and the back office's edits. */
@Module({
  imports: [TypeOrmModule.forFeature([Notice]), AuditModule],
  controllers: [NoticesController, AdminNoticesController],
  providers: [NoticesService, AdminNoticesService],
  // The site's pages render from its public reads (src/pages).
  exports: [NoticesService],
})
export class NoticesModule {}
