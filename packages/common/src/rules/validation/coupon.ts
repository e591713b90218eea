/**
 * The code sent with the order when a checkout link carries a coupon and/or a promotion code: the
 * promotion code wins and the coupon is ignored (spec 001 §5). Blank values count as absent.
 */
export function effectiveCouponCode(input: { coupon?: string | null; promotionCode?: string | null }): string | undefined {
  return input.promotionCode?.trim() || input.coupon?.trim() || undefined;
}

/** A product id taken from a referrer link: `prod_` followed by letters and digits only. */
export const REFERRER_PRODUCT_ID_PATTERN = /^prod_[A-Za-z0-9]+$/;

export const isValidReferrerProductId = (productId: string | null | undefined): productId is string =>
  REFERRER_PRODUCT_ID_PATTERN.test(productId ?? '');
