import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useApp } from '../../hooks/useApp';
import { paymentErrorMessageState } from '../Checkout/paymentErrorReason';
import { refreshGrantedOffers } from '../MediaHero/useGrantedOffers';
import { accountModalUrl } from './accountModalUrl';

/**
 * The site-wide part of real-time notifications (000 §4; common's NotificationController decides):
 * a failure opens payment-error with the provider's message on the current page; any change of
 * access asks the page's offers again. The waiting view closes itself on success (WaitingForPayment).
 */
export function useNotificationViews(): void {
  const notifications = useApp().notifications;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const current = useRef(location);
  // The page a notification opens payment-error on: the one shown when it arrives.
  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(
    () =>
      notifications?.onView((view) => {
        if (view.kind === 'payment_failed') void navigate(accountModalUrl(current.current, 'payment-error', { offerId: undefined, type: undefined }), { replace: true, state: paymentErrorMessageState(view.message) });
        else void refreshGrantedOffers(queryClient);
      }),
    [notifications, navigate, queryClient],
  );
}
