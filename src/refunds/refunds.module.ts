import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { PaymentsModule } from '../payments';
import { AdminCancelController } from './admin-cancel.controller';
import { GuestCancelController } from './guest-cancel.controller';
import { GuestCancelService } from './guest-cancel.service';

/**
 * Cancellations and refunds: the refund policy (spec §9), the guest's cancel from my info
 * (POST /api/guest/cancel) and the withdrawal of an unpaid application. It moves money back
 * through the payments module's public services; payments never calls it.
 */
@Module({
  imports: [AuthModule, PaymentsModule],
  controllers: [GuestCancelController, AdminCancelController],
  providers: [GuestCancelService],
})
export class RefundsModule {}
