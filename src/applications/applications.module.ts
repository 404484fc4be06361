import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ApplicationAccess } from './application-access';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';

@Module({
  imports: [JwtModule.register({})],
  controllers: [ApplicationsController],
  providers: [ApplicationsService, ApplicationAccess],
  exports: [ApplicationAccess],
})
export class ApplicationsModule {}
