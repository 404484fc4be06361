import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuthModule } from '../auth';
import { OutboxModule } from '../outbox';
import { SeatsModule } from '../seats';
import { ApplicationAccess } from './application-access';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

@Module({
  imports: [JwtModule.register({}), AuthModule, OutboxModule, SeatsModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsService, ApplicationAccess],
  exports: [ApplicationAccess],
})
export class ApplicationsModule {}
