import { selectAuthStatus, userAreaTarget } from '@ott/common';
import { Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { LoadingIndicator } from '../../components/LoadingIndicator/LoadingIndicator';
import { useAppStore } from '../../hooks/useAppStore';
import { useConfig } from '../../hooks/useApp';
import { useSubscriptionsEnabled } from '../../hooks/useSubscriptionsEnabled';

/**
 * The user area `/u/*` (spec 000 §2): my-account, favorites and payments for a logged-in user. Redirects
 * by userAreaTarget; while the session is being restored it shows the loading indicator.
 */
export default function UserArea() {
  const { pathname } = useLocation();
  const authStatus = useAppStore('account', selectAuthStatus);
  const accessModel = useAppStore('site', (state) => state.accessModel);
  const { features } = useConfig();
  const subscriptions = useSubscriptionsEnabled();
  const target = userAreaTarget({
    pathname,
    authStatus,
    accessModel,
    favoritesEnabled: Boolean(features.favoritesList?.trim()),
    paymentsEnabled: subscriptions.enabled && !subscriptions.customerPortal,
  });

  if (target.type === 'loading') return <LoadingIndicator />;
  if (target.type === 'redirect') return <Navigate to={target.to} replace />;
  return (
    <Suspense fallback={<LoadingIndicator />}>
      <Outlet />
    </Suspense>
  );
}
