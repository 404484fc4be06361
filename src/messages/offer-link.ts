/**
 * A waiting-list offer's own link (/lecture/offer/:token), which the offer message carries.
 * The waiting list signs it (OfferLinks) and binds itself to this token (waitlist.module.ts):
 * messages declares what it needs rather than importing the module that enqueues into it.
 */
export interface OfferLinkSource {
  /** Null when the entry holds no offer; a path only when PUBLIC_URL is unset. */
  url(entry: { id: number; offered_at: Date | null }): string | null;
}

export const OFFER_LINK = Symbol('OFFER_LINK');
