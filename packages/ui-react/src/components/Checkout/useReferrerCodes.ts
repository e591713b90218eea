import type { CheckoutController } from '@ott/common';
import { useEffect } from 'react';
import { useAccountModalNavigation } from '../AccountModal/useAccountModalNavigation';

/**
 * A checkout link's `coupon` and `promotionCode` (spec 000 §2 referrer parameters) go to the
 * checkout store: the order gets the promotion code, else the coupon (001 §5).
 */
export function useReferrerCodes(controller: CheckoutController | null | undefined): void {
  const modal = useAccountModalNavigation();
  const checkout = controller?.store;
  const coupon = modal.param('coupon');
  const promotionCode = modal.param('promotionCode');
  useEffect(() => {
    if (!checkout) return;
    if (coupon) checkout.getState().setCouponCode(coupon);
    if (promotionCode) checkout.getState().setPromotionCode(promotionCode);
  }, [checkout, coupon, promotionCode]);
}
