import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { WaitlistModule } from '../waitlist';
import { GuestsController } from './guests.controller';
import { GuestsService } from './guests.service';
import { LookupRateLimit } from './lookup-rate-limit';

@Module({
  imports: [AuthModule, WaitlistModule],
  controllers: [GuestsController],
  providers: [GuestsService, LookupRateLimit],
})
export class GuestsModule {}
