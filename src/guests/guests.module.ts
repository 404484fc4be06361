import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { WaitlistModule } from '../waitlist';
import { CertificateService } from './certificate.service';
import { GuestsController } from './guests.controller';
import { GuestRights } from './guest-rights.service';
import { GuestsService } from './guests.service';
import { LookupRateLimit } from './lookup-rate-limit';

@Module({
  imports: [AuthModule, WaitlistModule],
  controllers: [GuestsController],
  providers: [GuestsService, CertificateService, LookupRateLimit, GuestRights],
})
export class GuestsModule {}
