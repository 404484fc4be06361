// The outbox's public face: any module may enqueue a message in its own transaction.
export { OutboxModule } from './outbox.module';
export {
  DELIVER_QUEUE,
  Outbox,
  type MessageRecipient,
  type RecipientsOf,
  UNPAID_EVENT_KINDS,
  UNPAID_EVENTS_PER_RECIPIENT_PER_DAY,
} from './outbox';
export {
  CENTRE_KINDS,
  MESSAGE_KINDS,
  eventKey,
  eventParams,
  type MessageEvent,
  type MessageKind,
} from './message-kinds';
export {
  attemptsOf,
  balanceBeforeRefund,
  claimMessage,
  skipMessage,
  deleteMessagesOfApplication,
  eraseMessagesOfApplication,
  finishAttempt,
  knownEventKeys,
  lockMessage,
  messageRowsOf,
  messagesHoldingCodes,
  messageState,
  messagesOfApplication,
  newestMessages,
  overdueMessages,
  purgeMessagesOlderThan,
  redactCodeMessages,
  recordMessageOutcome,
  startAttempt,
  useMessageLink,
  type AttemptOutcome,
  type MessageOutcome,
  type SandboxMessageRow,
  type StoredContent,
} from './message.repository';
