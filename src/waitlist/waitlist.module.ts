import { Module } from '@nestjs/common';
import { AdminWaitlistController } from './admin-waitlist.controller';
import { WaitlistController } from './waitlist.controller';

/**
 * The waiting list (대기 신청): queues per course, offers that hold a freed seat for the next
 * person for WAITLIST_OFFER_HOURS, and the job that expires and passes them on.
 */
@Module({
  controllers: [WaitlistController, AdminWaitlistController],
})
export class WaitlistModule {}
