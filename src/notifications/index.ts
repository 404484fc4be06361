// The notifications module's public face. To send a message, enqueue it with the outbox
// (src/outbox); this module renders and delivers what the outbox wrote.
export { NotificationsModule } from './notifications.module';
export { MessageSandboxModule } from './sandbox-messages.controller';
export { usesMessageSandbox } from './channels/channel-providers';
export { maskRecipient } from './recipient-mask';
export { messageLabel } from './templates/templates';
export { FAMILY_CODES, type FamilyCodesPort } from './family-codes-port';
