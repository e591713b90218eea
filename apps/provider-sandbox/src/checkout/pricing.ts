import { baseOfferId, offerTypeOf } from '../offers/OfferCatalog';
import { roundMoney, taxRateOf } from '../offers/taxRates';
import type { CouponSeed, OfferSeed } from '../seed';
import { ProviderError } from '../errors';

/** The client maps these two (spec 001 §8, checkout): coupon_not_valid and coupon_not_valid_for_offer. */
export const COUPON_INVALID = 'Invalid coupon code';
export const COUPON_NOT_FOR_OFFER = 'Coupon code is not valid for this offer';

export interface Price {
  totalPrice: number;
  taxRate: number;
  priceBreakdown: { offerPrice: number; discountAmount: number; discountedPrice: number; taxValue: number; customerServiceFee: number; paymentMethodFee: number };
  discount: { applied: boolean; type: 'coupon' | 'trial' | ''; periods: number };
  /** Free trial days before the first payment (the offer's, or a trial coupon's). */
  freeDays: number;
  requiredPaymentDetails: boolean;
}

/** The coupon a code names, checked against the offer; throws the provider's coupon errors. */
export function couponFor(coupons: readonly CouponSeed[], code: string, offer: OfferSeed): CouponSeed {
  const coupon = coupons.find((candidate) => candidate.code.toLowerCase() === code.trim().toLowerCase());
  if (!coupon) throw new ProviderError(422, COUPON_INVALID);
  const forOffer = coupon.offerIds === undefined || coupon.offerIds.some((id) => baseOfferId(id) === baseOfferId(offer.offerId));
  if (!forOffer || (coupon.type === 'trial' && offerTypeOf(offer) !== 'subscription')) throw new ProviderError(422, COUPON_NOT_FOR_OFFER);
  return coupon;
}

/**
 * What the first payment of an order costs: prices in the offers file include the tax of the
 * customer's country, the breakdown shows the net price, the discount, and the tax on what is
 * left. A free trial (the offer's, or a trial coupon's) makes the first payment 0; a subscription
 * still needs payment details for the payments after it.
 */
export function priceOrder(offer: OfferSeed, country: string, coupon: CouponSeed | undefined, trialUsed: boolean): Price {
  const taxRate = taxRateOf(country);
  const net = roundMoney(offer.offerPrice / (1 + taxRate));
  const subscription = offerTypeOf(offer) === 'subscription';
  const trialDays = coupon?.type === 'trial' ? coupon.freeDays! : subscription && !trialUsed ? (offer.freeDays ?? 0) : 0;
  let discountAmount = 0;
  let discount: Price['discount'] = { applied: false, type: '', periods: 0 };
  if (trialDays > 0) {
    discountAmount = net;
    discount = { applied: true, type: 'trial', periods: 1 };
  } else if (coupon?.type === 'percentage') {
    discountAmount = roundMoney((net * coupon.percent!) / 100);
    discount = { applied: true, type: 'coupon', periods: coupon.periods ?? 1 };
  }
  const discountedPrice = roundMoney(net - discountAmount);
  const taxValue = roundMoney(discountedPrice * taxRate);
  const totalPrice = roundMoney(discountedPrice + taxValue);
  return {
    totalPrice,
    taxRate,
    priceBreakdown: { offerPrice: net, discountAmount, discountedPrice, taxValue, customerServiceFee: 0, paymentMethodFee: 0 },
    discount,
    freeDays: trialDays,
    requiredPaymentDetails: totalPrice > 0 || subscription,
  };
}
