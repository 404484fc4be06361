export { Outbox, phoneDigits } from './outbox';
export type { MessageEvent, MessageKind } from './message-kinds';
export { MessagesModule } from './messages.module';
