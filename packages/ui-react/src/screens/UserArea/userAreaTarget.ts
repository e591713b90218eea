import { myAccountUrl, userAreaRedirect, type AccessModel, type AuthStatus } from '@ott/common';

export type UserAreaTarget = { type: 'loading' } | { type: 'redirect'; to: string } | { type: 'show' };

export interface UserAreaTargetInput {
  /** The path of the page, e.g. `/u/favorites`. */
  pathname: string;
  authStatus: AuthStatus;
  accessModel: AccessModel;
  favoritesEnabled: boolean;
}

/** The sub-path after `/u` (`favorites`), undefined for `/u` itself; a trailing slash is ignored. */
export const userAreaPage = (pathname: string): string | undefined =>
  pathname.replace(/^\/u(?:\/|$)/, '').replace(/\/+$/, '') || undefined;

/**
 * What the user area shows (spec 000 §2): nothing yet while a stored session is being restored
 * (redirecting then would send a returning user home); then common's userAreaRedirect (visitors
 * and AVOD sites home, unknown sub-paths to my-account, favorites only with the feature). The
 * payments page exists only for SVOD providers, which this site does not have yet: it goes to
 * my-account too.
 */
export function userAreaTarget({ pathname, authStatus, accessModel, favoritesEnabled }: UserAreaTargetInput): UserAreaTarget {
  if (authStatus === 'loading') return { type: 'loading' };
  const page = userAreaPage(pathname);
  const to =
    userAreaRedirect({ page, isLoggedIn: authStatus === 'logged-in', accessModel, favoritesEnabled }) ??
    (page === 'payments' ? myAccountUrl() : undefined);
  return to ? { type: 'redirect', to } : { type: 'show' };
}
