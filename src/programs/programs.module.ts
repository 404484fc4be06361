import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ProgramImage } from './program-image.entity';
import { Program } from './program.entity';
import { ProgramsController } from './programs.controller';
import { ProgramsService } from './programs.service';

@Module({
  imports: [TypeOrmModule.forFeature([Program, ProgramImage])],
  controllers: [ProgramsController],
  providers: [ProgramsService],
})
export class ProgramsModule {}
