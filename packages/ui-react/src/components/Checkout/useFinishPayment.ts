import type { CheckoutController } from '@ott/common';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useToast } from '../../hooks/useToast';
import type { LocationLike } from '../AccountModal/accountModalUrl';
import { refreshGrantedOffers } from '../MediaHero/useGrantedOffers';
import { afterPaymentUrl } from './paymentReturn';

/**
 * What every paid purchase ends with (checkout, waiting-for-payment, finalize-payment): the
 * checkout.payment_success toast, the page's offers asked again (it unlocks), welcome for a
 * subscription or the page for a pass or pay-per-view, and the purchase forgotten.
 */
export function useFinishPayment(controller: CheckoutController | null | undefined): (from: LocationLike, type: string | undefined) => void {
  const { t } = useTranslation('account');
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (from, type) => {
    toast.show(t('checkout.payment_success'));
    void refreshGrantedOffers(queryClient);
    void navigate(afterPaymentUrl(from, type), { replace: true });
    controller?.reset();
  };
}
