import type { AccessModel } from '../accessModel';
import { HOME_PATH, USER_PAGES } from './paths';
import type { UserPage } from './paths';
import { userPageUrl } from './routeBuilders';


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
