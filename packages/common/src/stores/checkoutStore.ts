import { createStore, type StoreApi } from 'zustand/vanilla';
import type { Offer, Order, PaymentMethod } from '../entities/checkout';
import { DISCOUNT_TYPE } from '../entities/checkoutKinds';
import type { MediaOffer } from '../entities/media';
import { effectiveCouponCode } from '../rules/validation/coupon';
import { chooseOfferTypeOf, defaultChooseOfferType, preselectedOffer, type ChooseOfferType } from '../rules/offerSelection';

export interface CheckoutState {
  /** Offers of the choose-offer screen, subscription and one-time alike, in display order. */
  offers: Offer[];
  /** The media offers requested by the item the user wants to watch (empty outside a media page). */
  requestedMediaOffers: MediaOffer[];
  /** Position of the subscription / one-time switch. */
  offerType: ChooseOfferType;
  selectedOffer: Offer | null;
  order: Order | null;
  paymentMethods: PaymentMethod[];
  selectedPaymentMethodId: string | null;
  /** As typed or taken from a link; see selectCouponCode for the one to apply. */
  couponCode: string | null;
  promotionCode: string | null;

  /** New offers: the switch and the preselected offer take their default values. */
  setOffers(offers: Offer[], requestedMediaOffers?: MediaOffer[]): void;
  /** Moves the switch; the selection follows unless it already is of that kind. */
  setOfferType(offerType: ChooseOfferType): void;
  /** Chooses an offer; the switch moves to its kind. */
  setSelectedOffer(offer: Offer | null): void;
  setOrder(order: Order | null): void;
  setPaymentMethods(paymentMethods: PaymentMethod[]): void;
  setSelectedPaymentMethodId(paymentMethodId: string | null): void;
  setCouponCode(couponCode: string | null): void;
  setPromotionCode(promotionCode: string | null): void;
  /** Back to an empty checkout (after payment, on leaving the flow, on logout). */
  reset(): void;
}

export type CheckoutStore = StoreApi<CheckoutState>;

const empty = () => ({
  offers: [],
  requestedMediaOffers: [],
  offerType: 'svod' as ChooseOfferType,
  selectedOffer: null,
  order: null,
  paymentMethods: [],
  selectedPaymentMethodId: null,
  couponCode: null,
  promotionCode: null,
});

export function createCheckoutStore(): CheckoutStore {
  return createStore<CheckoutState>()((set, get) => ({
    ...empty(),

    setOffers(offers, requestedMediaOffers = []) {
      const offerType = defaultChooseOfferType(offers, requestedMediaOffers);
      set({ offers, requestedMediaOffers, offerType, selectedOffer: preselectedOffer(offers, offerType) });
    },
    setOfferType(offerType) {
      const { offers, selectedOffer } = get();
      const keep = selectedOffer !== null && chooseOfferTypeOf(selectedOffer) === offerType;
      set({ offerType, selectedOffer: keep ? selectedOffer : preselectedOffer(offers, offerType) });
    },
    setSelectedOffer(selectedOffer) {
      set(selectedOffer ? { selectedOffer, offerType: chooseOfferTypeOf(selectedOffer) } : { selectedOffer });
    },
    setOrder(order) {
      set({ order });
    },
    setPaymentMethods(paymentMethods) {
      const { selectedPaymentMethodId } = get();
      // A chosen method the provider no longer offers cannot be paid with.
      const stillOffered = paymentMethods.some((method) => method.id === selectedPaymentMethodId);
      set({ paymentMethods, selectedPaymentMethodId: stillOffered ? selectedPaymentMethodId : null });
    },
    setSelectedPaymentMethodId(selectedPaymentMethodId) {
      set({ selectedPaymentMethodId });
    },
    setCouponCode(couponCode) {
      set({ couponCode });
    },
    setPromotionCode(promotionCode) {
      set({ promotionCode });
    },
    reset() {
      set(empty());
    },
  }));
}

/** The code to send with the order: the link's promotion code, else the coupon (spec 001 §5: the coupon is then ignored). */
export const selectCouponCode = (state: Pick<CheckoutState, 'couponCode' | 'promotionCode'>): string | undefined =>
  effectiveCouponCode({ coupon: state.couponCode, promotionCode: state.promotionCode });

/** The order carries an applied coupon discount: the "coupon applied" flag after success. */
export const selectIsCouponApplied = (state: Pick<CheckoutState, 'order'>): boolean =>
  state.order?.discount?.applied === true && state.order.discount.type === DISCOUNT_TYPE.COUPON;

/** Checkout without payment details: a free or fully discounted order. */
export const selectIsFreeOrder = (state: Pick<CheckoutState, 'order'>): boolean => state.order !== null && !state.order.requiredPaymentDetails;
