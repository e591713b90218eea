import { QUERY_PARAMS } from '@ott/common';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAccountController, useApp } from '../../hooks/useApp';

const AccountModalDialog = lazy(() => import('./AccountModalDialog'));
const NotificationViews = lazy(() => import('./NotificationViews'));
const ViewerTokenNotice = lazy(() => import('./ViewerTokenNotice'));

/**
 * The account overlay (query parameter `u`), mounted once in the Layout. Its code is a chunk of its
 * own, loaded the first time a page of a site with accounts has `u`: the first load of a page never
 * pays for it. Once loaded it stays mounted, so that it can animate out and give focus back. Where
 * the provider pushes real-time notifications, their binding (its own chunk) is mounted beside it;
 * where it exchanges viewer tokens, the notice of a refused token (its own chunk).
 */
export function AccountModal() {
  const hasAccounts = useAccountController() !== null;
  const { notifications, viewerTokens } = useApp();
  const hasNotifications = Boolean(notifications);
  const { search } = useLocation();
  const requested = hasAccounts && new URLSearchParams(search).has(QUERY_PARAMS.accountOverlay);
  const [loaded, setLoaded] = useState(requested);
  if (requested && !loaded) setLoaded(true);
  return (
    <>
      {hasNotifications && (
        <Suspense fallback={null}>
          <NotificationViews />
        </Suspense>
      )}
      {viewerTokens && (
        <Suspense fallback={null}>
          <ViewerTokenNotice viewerTokens={viewerTokens} />
        </Suspense>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <AccountModalDialog />
        </Suspense>
      )}
    </>
  );
}
