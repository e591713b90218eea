import { favoritesUrl, myAccountUrl, type Customer } from '@ott/common';

/** One entry of the user menu (spec 000 §6): a page of the user area, or logging out. */
export type UserMenuItem = { key: 'account' | 'favorites'; to: string } | { key: 'logout' };

/**
 * The user menu of a logged-in user on the custom account API: account, favorites (only with the
 * config's favoritesList feature), logout. Payments and subscription management belong to SVOD
 * providers and are not offered here.
 */
export function userMenuItems({ favoritesEnabled }: { favoritesEnabled: boolean }): UserMenuItem[] {
  return [
    { key: 'account', to: myAccountUrl() },
    ...(favoritesEnabled ? [{ key: 'favorites' as const, to: favoritesUrl() }] : []),
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
