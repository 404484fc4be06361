import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { CashReceiptsModule } from '../cash-receipts';
import { OutboxModule } from '../outbox';
import { PaymentsModule } from '../payments';
import { SeatsModule } from '../seats';
import { AdminCancelController } from './admin-cancel.controller';
import { AdminCancelService } from './admin-cancel.service';
import { AdminMoneyController } from './admin-money.controller';
import { AdminRefundService } from './admin-refund.service';
import { CashHandBacks } from './cash-hand-back.service';
import { ProviderCancel } from './provider-cancel';
import { LectureClosureController } from './lecture-closure.controller';
import { LectureClosures } from './lecture-closure.service';
import { LectureClosureWorker } from './lecture-closure.worker';
import { GuestCancelController } from './guest-cancel.controller';
import { GuestCancelService } from './guest-cancel.service';
import { RefundApprovals } from './refund-approvals.service';
import { RefundAuthority } from './refund-authority';
import { RefundRequestRepository } from './refund-request.repository';
import { RefundRepository } from './refund.repository';
import { RefundRequestsController } from './refund-requests.controller';

/**
 * Cancellations and refunds: the refund policy (spec §9), the guest's cancel from my info
 * (POST /api/guest/cancel), the centre's full cancel and its refunds (whole or partial, through
 * the provider or recorded by hand for a desk payment) from the back office, the cancellation of
 * a whole lecture (폐강) as a background job, and the withdrawal of an unpaid application. It moves money back
 * through the payments module's public services; payments never calls it.
 */
@Module({
  imports: [AuditModule, AuthModule, CashReceiptsModule, OutboxModule, PaymentsModule, SeatsModule],
  controllers: [
    GuestCancelController,
    AdminCancelController,
    AdminMoneyController,
    LectureClosureController,
    RefundRequestsController,
  ],
  providers: [
    GuestCancelService,
    AdminCancelService,
    AdminRefundService,
    CashHandBacks,
    ProviderCancel,
    LectureClosures,
    LectureClosureWorker,
    RefundAuthority,
    RefundApprovals,
    RefundRepository,
    RefundRequestRepository,
  ],
})
export class RefundsModule {}
