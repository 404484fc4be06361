export { Outbox, phoneDigits } from './outbox';
export type { MessageEvent, MessageKind } from './message-kinds';
export { MessagesModule } from './messages.module';
export { MessageSandboxModule } from './sandbox-messages.controller';
export { usesMessageSandbox } from './channels/channel-providers';
