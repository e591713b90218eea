import { NOTIFICATION_TYPE, type Notification } from '../entities/account';

/**
 * What the site does with a real-time notification of the provider (spec 000 §4 "Real-time
 * notifications"): failure types open payment-error with the provider's message; card success
 * refreshes the entitlements and closes the waiting view; subscribe success and access revoked
 * reload the subscriptions; requires-action sends the browser to the given page.
 */
export type NotificationAction =
  | { kind: 'payment_failed'; message: string | undefined }
  | { kind: 'payment_succeeded' }
  | { kind: 'reload_subscriptions' }
  | { kind: 'access_granted' }
  | { kind: 'redirect'; url: string }
  | { kind: 'logout' }
  | { kind: 'none' };

/** Only a web page may be opened for an action the provider asks for (never a `javascript:` address). */
const isWebUrl = (value: string | undefined): value is string => {
  if (!value) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

export function notificationAction(notification: Notification): NotificationAction {
  const { resource } = notification;
  const message = resource.message?.trim() || undefined;
  switch (notification.type) {
    case NOTIFICATION_TYPE.CARD_FAILED:
    case NOTIFICATION_TYPE.SUBSCRIBE_FAILED:
      return { kind: 'payment_failed', message };
    case NOTIFICATION_TYPE.CARD_SUCCESS:
      return { kind: 'payment_succeeded' };
    case NOTIFICATION_TYPE.SUBSCRIBE_SUCCESS:
    case NOTIFICATION_TYPE.ACCESS_REVOKED:
      return { kind: 'reload_subscriptions' };
    // Not in the spec's list: a grant (a pass, a voucher) unlocks the item the viewer is on.
    case NOTIFICATION_TYPE.ACCESS_GRANTED:
      return { kind: 'access_granted' };
    case NOTIFICATION_TYPE.CARD_REQUIRES_ACTION:
    case NOTIFICATION_TYPE.SUBSCRIBE_REQUIRES_ACTION:
      // An action without a page to open cannot be completed here: the payment failed as far as the viewer can tell.
      return isWebUrl(resource.redirect_to_url) ? { kind: 'redirect', url: resource.redirect_to_url } : { kind: 'payment_failed', message };
    // Not in the spec's list: the provider ended the session (another device signed out everywhere).
    case NOTIFICATION_TYPE.ACCOUNT_LOGOUT:
      return { kind: 'logout' };
    default:
      return { kind: 'none' };
  }
}
