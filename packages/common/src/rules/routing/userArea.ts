import type { AuthStatus } from '../../stores/accountSelectors';
import type { AccessModel } from '../accessModel';
import { HOME_PATH, USER_PAGES } from './paths';
import type { UserPage } from './paths';
import { myAccountUrl, userPageUrl } from './routeBuilders';

export interface UserAreaInput {
  /** Sub-path after `/u` (undefined for `/u` itself). */
  page: string | undefined;
  isLoggedIn: boolean;
  accessModel: AccessModel;
  /** The favorites page exists only with the favoritesList feature; defaults to on. */
  favoritesEnabled?: boolean;
}

const isUserPage = (page: string | undefined): page is UserPage =>
  (USER_PAGES as readonly (string | undefined)[]).includes(page);

/**
 * Where a user-area URL must redirect (spec 000 §2), or undefined to stay: visitors and AVOD sites
 * go home; unknown sub-paths go to my-account; payments exist only under SVOD; favorites only with
 * the favorites feature.
 */
export function userAreaRedirect({ page, isLoggedIn, accessModel, favoritesEnabled = true }: UserAreaInput): string | undefined {
  if (!isLoggedIn || accessModel === 'AVOD') return HOME_PATH;
  const myAccount = userPageUrl('my-account');
  if (!isUserPage(page)) return myAccount;
  if (page === 'payments' && accessModel !== 'SVOD') return myAccount;
  if (page === 'favorites' && !favoritesEnabled) return myAccount;
  return undefined;
}

/** What the user-area page does: wait, redirect, or show the page. */
export type UserAreaTarget = { type: 'loading' } | { type: 'redirect'; to: string } | { type: 'show' };

export interface UserAreaTargetInput {
  /** The path of the page, e.g. `/u/favorites`. */
  pathname: string;
  authStatus: AuthStatus;
  accessModel: AccessModel;
  favoritesEnabled: boolean;
  /**
   * The payments page has something to show: the integration manages subscriptions on this site
   * and no customer portal replaces the page (spec 000 §6). Defaults to false.
   */
  paymentsEnabled?: boolean;
}

/** The sub-path after `/u` (`favorites`), undefined for `/u` itself; a trailing slash is ignored. */
export const userAreaPage = (pathname: string): string | undefined =>
  pathname.replace(/^\/u(?:\/|$)/, '').replace(/\/+$/, '') || undefined;

/**
 * What the user area shows (spec 000 §2, the `/u` redirect): nothing yet while a stored session is
 * being restored (redirecting then would send a returning user home); then userAreaRedirect
 * (visitors and AVOD sites home, unknown sub-paths to my-account, favorites only with the feature).
 * The payments page (SVOD only) also needs an integration that manages subscriptions without a
 * customer portal; otherwise it goes to my-account too.
 */
export function userAreaTarget({ pathname, authStatus, accessModel, favoritesEnabled, paymentsEnabled = false }: UserAreaTargetInput): UserAreaTarget {
  if (authStatus === 'loading') return { type: 'loading' };
  const page = userAreaPage(pathname);
  const to =
    userAreaRedirect({ page, isLoggedIn: authStatus === 'logged-in', accessModel, favoritesEnabled }) ??
    (page === 'payments' && !paymentsEnabled ? myAccountUrl() : undefined);
  return to ? { type: 'redirect', to } : { type: 'show' };
}
