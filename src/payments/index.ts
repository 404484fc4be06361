// The payments module's public face. Refunds, my info and the sandbox use only what is exported
// here (and the Payment entity); the services' internals stay private (lint enforces it).
export { PaymentsModule } from './payments.module';
export { PaymentSettlement } from './payment-settlement.service';
export { DEPOSIT_METHODS, DepositPayments, type DepositPaid } from './deposit-payments.service';
export {
  DepositOwners,
  type DepositKind,
  type DepositOrder,
  type DepositOwner,
  type DepositRefund,
} from './deposit-owner';
export type { PaymentInitResponse } from './dto/payment.response';
export { Payment, type ApplicationPayment } from './payment.entity';
export { CANCEL_CLAIM_STALE_MS, cancelClaimHeld, cancelIdempotencyKey } from './cancel-key';
export { CLOSED_ATTEMPT, closeOpenAttempts, withdrawUnpaid } from './open-attempts';
export {
  TossClient,
  type TossCashReceiptResult,
  type TossFailure,
  type TossResult,
} from './toss/toss-client';
export type * from './toss/toss-types';
export type { VirtualAccountInfo } from './dto/payment.response';
export {
  anyPaymentUnsettled,
  deletePaymentsOf,
  forgetAccountHolder,
  depositedVirtualAccount,
  markCancelRequested,
  paymentRowsOf,
  paymentsOf,
  windowCashReceiptOf,
} from './payment.repository';
export { toVirtualAccountInfo } from './dto/payment.response';

export {
  appointmentsWithMoney,
  confirmsStartedSince,
  deleteDepositAttemptsOf,
  deletePackageAttemptsOf,
  deleteUnpaidAttemptsOf,
  depositOrdersOf,
  depositUnsettled,
} from './payment.repository';

export { depositsAwaited, depositsDueBetween, paymentOfApplication } from './payment.repository';
