import { Module } from '@nestjs/common';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { PaymentsModule } from '../payments';
import { CashReceiptsController } from './cash-receipts.controller';
import { CashReceipts } from './cash-receipts.service';

/**
 * 현금영수증 the centre issues for money taken at the desk, through the provider's cash-receipt
 * API, and cancels when that money is given back. Refunds call it; it calls no refund.
 */
@Module({
  imports: [AuditModule, AuthModule, PaymentsModule],
  controllers: [CashReceiptsController],
  providers: [CashReceipts],
  exports: [CashReceipts],
})
export class CashReceiptsModule {}
