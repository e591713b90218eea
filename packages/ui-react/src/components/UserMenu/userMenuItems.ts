import { favoritesUrl, myAccountUrl, paymentsUrl, type Customer } from '@ott/common';

/**
 * One entry of the user menu (spec 000 §6): a page of the user area, or an action (logging out,
 * managing the subscription in the customer portal).
 */
export type UserMenuItem = { key: 'account' | 'favorites' | 'payments'; to: string } | { key: 'manage_subscription' } | { key: 'logout' };

export interface UserMenuOptions {
  favoritesEnabled: boolean;
  /** The site manages subscriptions (SVOD with a subscription service). */
  subscriptionsEnabled?: boolean;
  /** The integration sends customers to its customer portal instead of the payments page. */
  customerPortal?: boolean;
  /** A viewer-token user (000 §6): no account, favorites or payments of their own, only logout. */
  viewer?: boolean;
}

/**
 * The user menu of a logged-in user (spec 000 §6): account, favorites (with the config's
 * favoritesList feature), payments (subscriptions managed here, no customer portal) or manage
 * subscription (the customer portal), logout; a viewer-token user only logout.
 */
export function userMenuItems({ favoritesEnabled, subscriptionsEnabled = false, customerPortal = false, viewer = false }: UserMenuOptions): UserMenuItem[] {
  if (viewer) return [{ key: 'logout' }];
  const subscription: UserMenuItem[] = !subscriptionsEnabled
    ? []
    : customerPortal
      ? [{ key: 'manage_subscription' }]
      : [{ key: 'payments', to: paymentsUrl() }];
  return [
    { key: 'account', to: myAccountUrl() },
    ...(favoritesEnabled ? [{ key: 'favorites' as const, to: favoritesUrl() }] : []),
    ...subscription,
    { key: 'logout' },
  ];
}

/** The name the header shows: the full name, else first and last name, else the email. */
export function userDisplayName(user: Pick<Customer, 'email' | 'fullName' | 'firstName' | 'lastName'>): string {
  const full = user.fullName?.trim();
  if (full) return full;
  const parts = [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : user.email;
}

/**
 * Where focus goes in an open menu for a key (WAI-ARIA menu pattern): arrows move and wrap, Home
 * and End jump; undefined for any other key.
 */
export function menuFocusIndex(key: string, current: number, count: number): number | undefined {
  if (count === 0) return undefined;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
