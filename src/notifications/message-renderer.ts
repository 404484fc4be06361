import type { OutgoingAlimtalk, OutgoingEmail } from './channels/channel';
import type { Message, MessageButton } from '../outbox/message.entity';
import type { MessageKind } from '../outbox';

/** One message as the family (or the centre) reads it, for every channel it may go on. */
export interface RenderedMessage {
  email: Omit<OutgoingEmail, 'to' | 'messageIdHeader'>;
  /** Absent for the centre's e-mails. */
  alimtalk?: Omit<OutgoingAlimtalk, 'to'>;
  /** The links in it (the same as the 알림톡's buttons), kept with the sent message. */
  buttons: MessageButton[];
}

/**
 * Renders a message from the server's rows at send time (amounts, dates and names are never
 * taken from what a browser sent). `null`: there is nothing to send any more (its rows are gone).
 * Implemented by the template module (src/notifications/templates); `preview` renders a kind with
 * example rows for the back office.
 */
export abstract class MessageRenderer {
  abstract render(message: Message, now: Date): Promise<RenderedMessage | null>;
  abstract preview(kind: MessageKind): Promise<RenderedMessage>;

  /**
   * Why the message is no longer needed when its time comes (in the centre's words), or null to
   * send it: a 신청 접수 held back a few minutes (APPLICATION_RECEIVED_DELAY_MS) whose
   * application was paid, or is awaiting its deposit, meanwhile: its 결제 안내 says it all; an
   * appointment's reminder (or booking, or move) whose appointment was cancelled or moved since;
   * a payment link past its time. `now`: the app's clock.
   */
  superseded(_message: Message, _now: Date): Promise<string | null> {
    return Promise.resolve(null);
  }
}
