import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { GuestToken } from './guest-token';
import { GuestsController } from './guests.controller';
import { GuestsService } from './guests.service';
import { LookupRateLimit } from './lookup-rate-limit';

@Module({
  imports: [JwtModule.register({})],
  controllers: [GuestsController],
  providers: [GuestsService, GuestToken, LookupRateLimit],
  exports: [GuestToken],
})
export class GuestsModule {}
