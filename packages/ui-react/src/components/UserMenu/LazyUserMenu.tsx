import { lazy, Suspense } from 'react';
import { useAccountController } from '../../hooks/useApp';
import type { SidebarUserLinksProps } from './SidebarUserLinks';

const UserMenu = lazy(() => import('./UserMenu').then((module) => ({ default: module.UserMenu })));
const SidebarUserLinks = lazy(() => import('./SidebarUserLinks').then((module) => ({ default: module.SidebarUserLinks })));

/**
 * The user menu and its sidebar links are chunks of their own, loaded only on a site with
 * accounts: a free (AVOD) site, which has no user menu, never downloads them.
 */
export function LazyUserMenu() {
  if (useAccountController() === null) return null;
  return (
    <Suspense fallback={<div className="ott-user-menu ott-user-menu--pending" aria-hidden="true" />}>
      <UserMenu />
    </Suspense>
  );
}

export function LazySidebarUserLinks(props: SidebarUserLinksProps) {
  if (useAccountController() === null) return null;
  return (
    <Suspense fallback={null}>
      <SidebarUserLinks {...props} />
    </Suspense>
  );
}
