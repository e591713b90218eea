/**
 * A media item's `productIds` custom parameter lists the offers that unlock it, as
 * "provider:offerId" separated by commas; a leading `!` marks a premier offer (pay-per-view that
 * even subscribers buy). Example: "billing:S123456_NL, !billing:R654321_NL".
 */
export interface ParsedMediaOffer {
  /** The provider's own offer id, without the "provider:" prefix: what the checkout sends. */
  offerId: string;
  premier: boolean;
  /** Lowercased provider name from the prefix, to keep only the active integration's offers. */
  provider: string;
}

const ENTRY = /^(!?)\s*([a-z0-9_-]+)\s*:\s*(\S+)$/i;

/**
 * Parses `productIds`. Spaces and empty parts are tolerated; entries without a provider or an
 * offer id, or with spaces inside the id, are dropped. A repeated offer is kept once, premier if
 * any of its mentions is.
 */
export function parseMediaOffers(productIds: string | null | undefined): ParsedMediaOffer[] {
  if (typeof productIds !== 'string') return [];
  const offers = new Map<string, ParsedMediaOffer>();

  for (const part of productIds.split(',')) {
    const match = ENTRY.exec(part.trim());
    if (!match) continue;
    const [, bang, provider = '', rawOfferId = ''] = match;
    // The premier mark may also stand after the prefix ("provider:!C4821"), as some catalogues write it.
    const offerId = rawOfferId.replace(/^!\s*/, '');
    if (offerId === '' || offerId.includes(':') || offerId.includes('!')) continue;

    const key = `${provider.toLowerCase()}:${offerId}`;
    const premier = bang === '!' || rawOfferId.startsWith('!');
    const known = offers.get(key);
    if (known) known.premier ||= premier;
    else offers.set(key, { offerId, premier, provider: provider.toLowerCase() });
  }
  return [...offers.values()];
}

/** The offers of one provider (case-insensitive), as only the active integration can sell them. */
export const mediaOffersForProvider = (offers: readonly ParsedMediaOffer[], provider: string): ParsedMediaOffer[] =>
  offers.filter((offer) => offer.provider === provider.trim().toLowerCase());

export const hasPremierOffer = (offers: readonly Pick<ParsedMediaOffer, 'premier'>[]): boolean => offers.some((offer) => offer.premier);
