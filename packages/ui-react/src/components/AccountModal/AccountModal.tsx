import { QUERY_PARAMS } from '@ott/common';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { useAccountController } from '../../hooks/useApp';
import { useNotificationViews } from './useNotificationViews';

const AccountModalDialog = lazy(() => import('./AccountModalDialog'));

/**
 * The account overlay (query parameter `u`), mounted once in the Layout. Its code is a chunk of its
 * own, loaded the first time a page of a site with accounts has `u`: the first load of a page never
 * pays for it. Real-time notifications open it too (payment-error). Once loaded it stays mounted, so that it can animate out and give focus back.
 */
export function AccountModal() {
  const hasAccounts = useAccountController() !== null;
  useNotificationViews();
  const { search } = useLocation();
  const requested = hasAccounts && new URLSearchParams(search).has(QUERY_PARAMS.accountOverlay);
  const [loaded, setLoaded] = useState(requested);
  if (requested && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <AccountModalDialog />
    </Suspense>
  );
}
