import { selectHasActiveSubscription, selectIsLoggedIn, type ViewerAccess } from '@ott/common';
import { useMemo, useState } from 'react';
import { useAppStore } from '../../hooks/useAppStore';

/** Providers whose offer ids the access rules can tell apart in `productIds`. */
const OFFER_PROVIDERS = new Set(['cleeng', 'jwp']);

/**
 * The viewer as the access rules see them (spec 000 §6 "Media access"): the config's access
 * model and, once the account screens sign people in, the user and their subscription. Until then
 * the account store holds no user, so every viewer is logged out. Entitlement checks of single
 * offers are not known here: a card of an item unlocked only through a bought offer stays locked
 * until the media screen has checked it.
 */
export function useViewerAccess(): ViewerAccess {
  const accessModel = useAppStore('config', (state) => state.accessModel);
  const integration = useAppStore('config', (state) => state.integration);
  const isLoggedIn = useAppStore('account', selectIsLoggedIn);
  const subscription = useAppStore('account', (state) => state.subscription);
  // Cards only need the subscription's state of this visit; the account screens reload it.
  const [now] = useState(Date.now);
  return useMemo(
    () => ({
      accessModel,
      isLoggedIn,
      hasActiveSubscription: selectHasActiveSubscription({ subscription }, now),
      ...(integration && OFFER_PROVIDERS.has(integration) ? { provider: integration } : {}),
    }),
    [accessModel, integration, isLoggedIn, subscription, now],
  );
}
