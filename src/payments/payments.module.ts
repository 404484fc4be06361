import { Module } from '@nestjs/common';
import { ApplicationsModule } from '../applications';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { SelfUrl } from '../common/http/self-url';
import { OutboxModule } from '../outbox';
import { SeatsModule } from '../seats';
import { DeskPaymentController } from './desk-payment.controller';
import { DeskPayment } from './desk-payment.service';
import { DepositOwners } from './deposit-owner';
import { DepositPayments } from './deposit-payments.service';
import { PaymentsController } from './payments.controller';
import { PaymentsReconciler } from './payments-reconciler';
import { PaymentConfirm } from './payment-confirm.service';
import { PaymentRepository } from './payment.repository';
import { PaymentSettlement } from './payment-settlement.service';
import { PaymentStart } from './payment-start.service';
import { PaymentWebhook } from './payment-webhook.service';
import { SeatHold } from './seat-hold';
import { TossClient } from './toss/toss-client';

/**
 * Payments, one service per use case: start (and retry), confirm (verify, look up), settle (the
 * provider's view applied; automatic cancels), the provider's webhook, and the reconciliation job.
 */
@Module({
  imports: [ApplicationsModule, AuditModule, AuthModule, OutboxModule, SeatsModule],
  controllers: [PaymentsController, DeskPaymentController],
  providers: [
    PaymentStart,
    DeskPayment,
    DepositPayments,
    DepositOwners,
    PaymentConfirm,
    PaymentSettlement,
    PaymentWebhook,
    PaymentRepository,
    PaymentsReconciler,
    SeatHold,
    TossClient,
    SelfUrl,
  ],
  // Refunds cancel through the provider and settle its answer through these; appointments take
  // their deposits through DepositPayments, registering themselves with DepositOwners.
  exports: [PaymentSettlement, TossClient, DepositPayments, DepositOwners],
})
export class PaymentsModule {}
