// The refunds module's public face: cancelling and refunding an application, and the refund
// policy that my info previews. Other modules import from here, never from refunds' files.
export { RefundsModule } from './refunds.module';
export {
  CANCEL_REASONS,
  cancellationFor,
  cancellationOf,
  lecturePhase,
  type LecturePhase,
} from './refund-policy';
export { Cancellation } from './dto/cancellation.response';
export { deleteClosureItemsOf } from './lecture-closure.repository';
export { pendingRefundRequestCount } from './refund-request.repository';
