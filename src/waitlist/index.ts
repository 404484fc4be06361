// The waiting list's public face; other modules import from here (or an entity / dto file).
export { WaitlistModule } from './waitlist.module';
export { GuestWaitlist, type GuestEntries } from './guest-waitlist';
export { WaitlistOfferClaim } from './waitlist-offer-claim';
export { WaitlistJob, WAITLIST_JOB } from './waitlist-job';
export { WaitlistOffers } from './waitlist-offers';
export { OfferLinks } from './offer-tokens';
export { WAITLIST_NOTIFIER, type WaitlistNotifier } from './waitlist-notifier';
export { WAITLIST_STATUS_WORDS } from './waitlist-status-words';
export {
  anonymiseWaitlistEntries,
  anonymiseWaitlistOfApplication,
  anonymiseWaitlistOfLectures,
  correctWaitlistContact,
  emailTakenOnFeesOf,
  entrantContactOf,
  lockWaitlistEntries,
  queuedFeeIds,
  seatsOffered,
  waitlistOwnedBy,
  waitlistList,
  waitingCountsByLecture,
  waitlistRowsOf,
  type AnonymousEntrant,
} from './waitlist-entry.repository';
export { WaitlistInfo } from './dto/waitlist.response';
export { endWaitlistOfLecture } from './waitlist-entry.repository';

export { entrantsById, waitlistEntryById } from './waitlist-entry.repository';
