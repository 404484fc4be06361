import { Module, type OnModuleInit } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { AuditModule } from '../audit';
import { AuthModule } from '../auth';
import { Outbox, OutboxModule } from '../outbox';
import { SeatsModule } from '../seats';
import { AdminWaitlistController } from './admin-waitlist.controller';
import { AdminWaitlistService } from './admin-waitlist.service';
import { GuestWaitlist } from './guest-waitlist';
import { OfferLinks, OfferTokens } from './offer-tokens';
import { WaitlistController } from './waitlist.controller';
import { WaitlistJob } from './waitlist-job';
import { RecordOnlyNotifier, WAITLIST_NOTIFIER } from './waitlist-notifier';
import { WaitlistOfferClaim } from './waitlist-offer-claim';
import { WaitlistOffers } from './waitlist-offers';
import { WaitlistAccess } from './waitlist-access';
import { WaitlistService } from './waitlist.service';
import { messageRecipientsOfEntries } from './waitlist-entry.repository';

/**
 * The waiting list (대기 신청): queues per course, offers that hold a freed seat for the next
 * person for WAITLIST_OFFER_HOURS, and the job that expires and passes them on.
 *
 * It implements OFFER_CLAIM, which applying (src/applications) declares and uses inside its
 * transaction; the app binds it (app.module.ts), so applications never imports the waiting list.
 */
@Module({
  imports: [JwtModule.register({}), AuditModule, AuthModule, OutboxModule, SeatsModule],
  controllers: [WaitlistController, AdminWaitlistController],
  providers: [
    OfferTokens,
    WaitlistAccess,
    OfferLinks,
    WaitlistService,
    WaitlistOffers,
    WaitlistJob,
    WaitlistOfferClaim,
    GuestWaitlist,
    AdminWaitlistService,
    // Offers reach the family as outbox messages written with the offer (waitlist-offers.ts);
    // this port stays for anything else that wants to hear of offers after they commit.
    { provide: WAITLIST_NOTIFIER, useClass: RecordOnlyNotifier },
  ],
  exports: [
    GuestWaitlist,
    WaitlistOfferClaim,
    WaitlistOffers,
    WaitlistJob,
    // The offer message (src/notifications) carries the offer's link, signed here.
    OfferLinks,
  ],
})
export class WaitlistModule implements OnModuleInit {
  constructor(private readonly outbox: Outbox) {}

  /** A seat offer goes to the contact on the entry: this module owns it. */
  onModuleInit(): void {
    this.outbox.registerRecipients('waitlist', messageRecipientsOfEntries);
  }
}
