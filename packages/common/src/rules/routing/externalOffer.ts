import { isValidReferrerProductId } from '../validation/coupon';

/** The query names the provider's own offer page is given (000 §2: return, error, cancel URLs and token). */
export const EXTERNAL_OFFER_PARAMS = { returnUrl: 'returnUrl', errorUrl: 'errorUrl', cancelUrl: 'cancelUrl', token: 'token' } as const;

export interface ExternalOfferReturnPages {
  returnUrl: string;
  errorUrl: string;
  cancelUrl: string;
  /** Ties the viewer's return to this purchase: the page hands it back as the `token` referrer parameter. */
  token: string;
}

/**
 * The page of an offer sold on the provider's own page, told where to send the viewer back. Null
 * for an offer URL that is not an absolute http(s) address (the viewer must not be sent there).
 */
export function externalOfferUrl(offerUrl: string, pages: ExternalOfferReturnPages): string | null {
  let url: URL;
  try {
    url = new URL(offerUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  for (const [key, name] of Object.entries(EXTERNAL_OFFER_PARAMS)) url.searchParams.set(name, pages[key as keyof ExternalOfferReturnPages]);
  return url.toString();
}

export type ExternalOfferReturn =
  /** No invoice or product: not a return from an outside purchase. */
  | { kind: 'none' }
  /** A return that does not belong to a purchase started here, or names a malformed product. */
  | { kind: 'invalid'; reason: 'token' | 'product' }
  | { kind: 'returned'; invoice?: string; product?: string };

/**
 * Reads a return from an outside purchase (referrer parameters `invoice`, `token`, `product`; an
 * invoice or a product marks one): the token must be the one this browser sent with the purchase, a product id must be `prod_` followed
 * by letters and digits (000 §5). Whether access was granted is the entitlement's to say, not the link's.
 */
export function readExternalOfferReturn(search: string, expectedToken: string | null | undefined): ExternalOfferReturn {
  const query = new URLSearchParams(search);
  const invoice = query.get('invoice') || undefined;
  const token = query.get('token') || undefined;
  const product = query.get('product') || undefined;
  // A token alone is not ours to judge: PayPal, for one, adds its own token to the page it returns to.
  if (!invoice && !product) return { kind: 'none' };
  if (!token || !expectedToken || token !== expectedToken) return { kind: 'invalid', reason: 'token' };
  if (product !== undefined && !isValidReferrerProductId(product)) return { kind: 'invalid', reason: 'product' };
  return { kind: 'returned', ...(invoice && { invoice }), ...(product && { product }) };
}
