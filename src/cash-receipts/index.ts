// The cash-receipts module's public face: refunds cancel a desk receipt before a refund by hand,
// the back office and my info show receipts. Other modules import from here only.
export { CashReceiptsModule } from './cash-receipts.module';
export {
  CASH_RECEIPT,
  CashReceipts,
  canIssueCashReceipt,
  cashReceiptUrlsOf,
} from './cash-receipts.service';
export { CashReceiptView } from './dto/cash-receipt.response';
export {
  anyCashReceiptPending,
  cashReceiptRowsOf,
  deleteCashReceiptsOf,
} from './cash-receipt.repository';
