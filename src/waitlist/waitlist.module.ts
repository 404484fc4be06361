import { JwtModule } from '@nestjs/jwt';
import { Global, Module } from '@nestjs/common';
import { OFFER_CLAIM, type OfferClaim } from '../applications';
import { AuthModule } from '../auth';
import { OFFER_LINK } from '../messages';
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

/**
 * The waiting list (대기 신청): queues per course, offers that hold a freed seat for the next
 * person for WAITLIST_OFFER_HOURS, and the job that expires and passes them on.
 *
 * Global for one binding: OFFER_CLAIM, which applying (src/applications) declares and uses inside
 * its transaction, and which this module implements; applications never imports the waiting
 * list.
 */
@Global()
@Module({
  imports: [JwtModule.register({}), AuthModule],
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
    // The offer message (src/messages) carries the offer's link, signed here.
    { provide: OFFER_LINK, useExisting: OfferLinks },
    {
      provide: OFFER_CLAIM,
      useFactory: (claims: WaitlistOfferClaim): OfferClaim => claims.claim.bind(claims),
      inject: [WaitlistOfferClaim],
    },
  ],
  exports: [
    GuestWaitlist,
    WaitlistOfferClaim,
    WaitlistOffers,
    WaitlistJob,
    OFFER_CLAIM,
    OFFER_LINK,
  ],
})
export class WaitlistModule {}
