import type { OfferSeed } from '../seed';
import { roundMoney, taxRateOf } from './taxRates';

/** The offer's id without the provider's country suffix (`S123_NL` -> `S123`): both forms name it. */
export const baseOfferId = (offerId: string): string => offerId.replace(/_[A-Z]{2}$/, '');

export type OfferType = 'subscription' | 'pass' | 'rental';

export function offerTypeOf(offer: OfferSeed): OfferType {
  if (offer.period !== undefined) return 'subscription';
  return offer.offerId.startsWith('R') ? 'rental' : 'pass';
}

/** The offers of the data file, found by either id form. */
export class OfferCatalog {
  readonly #byBaseId: Map<string, OfferSeed>;

  constructor(readonly offers: readonly OfferSeed[]) {
    this.#byBaseId = new Map(offers.map((offer) => [baseOfferId(offer.offerId), offer]));
  }

  find(offerId: string): OfferSeed | undefined {
    return this.#byBaseId.get(baseOfferId(offerId));
  }
}

/** An offer as the provider shows it to a customer of `country` (prices with and without tax). */
export function offerJson(offer: OfferSeed, country: string) {
  const rate = taxRateOf(country);
  const [, suffix] = /_([A-Z]{2})$/.exec(offer.offerId) ?? [];
  return {
    id: Number(baseOfferId(offer.offerId).slice(1)),
    offerId: offer.offerId,
    type: offerTypeOf(offer) === 'subscription' ? 'subscription' : 'pass',
    offerTitle: offer.offerTitle,
    offerDescription: null,
    offerPrice: offer.offerPrice,
    offerCurrency: offer.offerCurrency,
    offerCurrencySymbol: offer.offerCurrency === 'EUR' ? '€' : offer.offerCurrency,
    offerCountry: suffix ?? null,
    customerPriceInclTax: offer.offerPrice,
    customerPriceExclTax: roundMoney(offer.offerPrice / (1 + rate)),
    customerCurrency: offer.offerCurrency,
    customerCurrencySymbol: offer.offerCurrency === 'EUR' ? '€' : offer.offerCurrency,
    customerCountry: country,
    applicableTaxRate: rate,
    discountedCustomerPriceInclTax: null,
    discountedCustomerPriceExclTax: null,
    discountPeriods: null,
    offerUrl: offer.offerUrl ?? null,
    active: true,
    period: offer.period ?? null,
    freePeriods: offer.freePeriods ?? null,
    freeDays: offer.freeDays ?? null,
    durationPeriod: offer.durationPeriod ?? null,
    durationAmount: offer.durationAmount ?? null,
    premier: offer.premier ?? false,
    expiresAt: null,
    accessToTags: offer.accessToTags,
    planSwitchEnabled: offer.planSwitchEnabled ?? false,
    geoRestrictionEnabled: false,
    geoRestrictionType: null,
    geoRestrictionCountries: [],
    appleStoreProductId: null,
    googlePlayProductId: null,
  };
}
