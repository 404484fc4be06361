import { AuthModule } from '../auth';
import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { ApplicationAccess } from './application-access';
import { ApplicationsController } from './applications.controller';
import { ApplicationsService } from './applications.service';
import { PrivacyModule } from '../privacy';

@Module({
  imports: [JwtModule.register({}), PrivacyModule, AuthModule],
  controllers: [ApplicationsController],
  providers: [ApplicationsService, ApplicationAccess],
  exports: [ApplicationAccess],
})
export class ApplicationsModule {}
