import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SeatsModule } from '../seats';
import { LectureFee } from './lecture-fee.entity';
import { Lecture } from './lecture.entity';
import { LecturesController } from './lectures.controller';
import { LecturesService } from './lectures.service';

@Module({
  imports: [TypeOrmModule.forFeature([Lecture, LectureFee]), SeatsModule],
  controllers: [LecturesController],
  providers: [LecturesService],
})
export class LecturesModule {}
