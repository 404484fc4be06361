import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { SelfUrl } from '../common/http/self-url';
import { SandboxApiController, SandboxCashReceiptsController } from './sandbox-api.controller';
import { SandboxCashReceipt } from './sandbox-cash-receipt.entity';
import { SandboxCashReceipts } from './sandbox-cash-receipts';
import { SandboxCheckoutService } from './sandbox-checkout.service';
import { SandboxControl } from './sandbox-control';
import { SandboxIdempotency } from './sandbox-idempotency.entity';
import { SandboxPagesController } from './sandbox-pages.controller';
import { SandboxPayment } from './sandbox-payment.entity';
import { SandboxWebhooks } from './sandbox-webhooks';
import { SandboxService } from './sandbox.service';

/**
 * A local imitation of Toss Payments v1 (browser script, checkout window, REST API, webhooks) at
 * /sandbox/toss, so the whole payment journey works offline. AppModule imports it only when no
 * real Toss keys are configured (payments mode "sandbox").
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SandboxPayment, SandboxIdempotency, SandboxCashReceipt]),
    AuthModule,
  ],
  controllers: [SandboxApiController, SandboxCashReceiptsController, SandboxPagesController],
  providers: [
    SandboxService,
    SandboxCashReceipts,
    SandboxCheckoutService,
    SandboxControl,
    SandboxWebhooks,
    SelfUrl,
  ],
  exports: [SandboxControl],
})
export class SandboxModule {}
