export { Outbox } from './outbox';
export type { MessageEvent, MessageKind } from './message-kinds';
export { MessagesModule } from './messages.module';
export { MessageRenderer, type RenderedMessage } from './message-renderer';
export { MessageReminders } from './message-reminders';
export { OFFER_LINK, type OfferLinkSource } from './offer-link';
export { messageLabel, audienceOf, ALIMTALK_TEMPLATES } from './templates/templates';
export { MessageSandboxModule } from './sandbox-messages.controller';
export { usesMessageSandbox } from './channels/channel-providers';
