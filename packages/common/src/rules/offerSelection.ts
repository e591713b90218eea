import type { Offer } from '../entities/checkout';
import { OFFER_TYPE } from '../entities/checkoutKinds';
import type { MediaOffer } from '../entities/media';
import { hasPremierOffer } from './mediaOffers';
import type { OFFER_TYPES } from './validation/authForms';

/** The choose-offer switch: subscription (svod) or one-time access (tvod). */
export type ChooseOfferType = (typeof OFFER_TYPES)[number];

/** Which switch position an offer belongs to: subscriptions are svod, passes tvod. */
export const chooseOfferTypeOf = (offer: Pick<Offer, 'type'>): ChooseOfferType => (offer.type === OFFER_TYPE.SUBSCRIPTION ? 'svod' : 'tvod');

/** The offers shown under one switch position, in list order. */
export const offersOfType = <T extends Pick<Offer, 'type'>>(offers: readonly T[], type: ChooseOfferType): T[] =>
  offers.filter((offer) => chooseOfferTypeOf(offer) === type);

/**
 * Default switch position (spec 000 §4 "Choose offer"): tvod when a premier media offer is
 * requested or when there is no subscription offer to show, else svod.
 */
export function defaultChooseOfferType(
  offers: readonly Pick<Offer, 'type'>[],
  requestedMediaOffers: readonly Pick<MediaOffer, 'premier'>[] = [],
): ChooseOfferType {
  if (hasPremierOffer(requestedMediaOffers)) return 'tvod';
  return offersOfType(offers, 'svod').length === 0 ? 'tvod' : 'svod';
}

/** The offer preselected under a switch position: the last one of that kind in the list, or null. */
export const preselectedOffer = <T extends Pick<Offer, 'type'>>(offers: readonly T[], type: ChooseOfferType): T | null =>
  offersOfType(offers, type).at(-1) ?? null;

/** The switch appears only when both kinds of offer exist. */
export const showsChooseOfferTypeSwitch = (offers: readonly Pick<Offer, 'type'>[]): boolean =>
  offersOfType(offers, 'svod').length > 0 && offersOfType(offers, 'tvod').length > 0;
