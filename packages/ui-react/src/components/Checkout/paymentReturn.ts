import { paymentReturnDestination, type Offer } from '@ott/common';
import type { LocationLike } from '../AccountModal/accountModalUrl';

/** The `type` a payment return carries: ppv for a premier item, pass for other passes, else subscription. */
export const paymentTypeOf = (offer: Pick<Offer, 'type' | 'premier'>): string => (offer.premier ? 'ppv' : offer.type);

/** Where a finished payment goes: a pass or pay-per-view back to the page, a subscription to welcome (000 §2). */
export const afterPaymentUrl = ({ pathname, search, hash = '' }: LocationLike, type: string | undefined): string =>
  paymentReturnDestination(`${pathname}${search}${hash}`, type).url;
