import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { OutboxModule } from '../outbox';
import { SiteModule } from '../site';
import { WaitlistModule } from '../waitlist';
import { CertificateService } from './certificate.service';
import { GuestsController } from './guests.controller';
import { GuestRights } from './guest-rights.service';
import { GuestsService } from './guests.service';
import { LookupRateLimit } from './lookup-rate-limit';
import { FamilyCodeRateLimit } from './family-code-rate-limit';
import { FamilyCodes } from './family-codes';
import { FamilyCodeRepository } from './family-code.repository';
import { FamilyDoor } from './family-door';
import { FamilyDoorController } from './family-door.controller';
import { RememberedBrowsers } from './remembered-browsers';

@Module({
  imports: [AuthModule, OutboxModule, SiteModule, WaitlistModule],
  controllers: [GuestsController, FamilyDoorController],
  providers: [
    GuestsService,
    CertificateService,
    LookupRateLimit,
    GuestRights,
    FamilyCodes,
    FamilyCodeRepository,
    FamilyCodeRateLimit,
    RememberedBrowsers,
    FamilyDoor,
  ],
})
export class GuestsModule {}
