import { selectHasActiveSubscription, selectIsLoggedIn, type ViewerAccess } from '@ott/common';
import { useMemo, useState } from 'react';
import { useApp } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';

/**
 * The viewer as the access rules see them (spec 000 §6 "Media access"): the config's access
 * model and, once the account screens sign people in, the user and their subscription. Until then
 * the account store holds no user, so every viewer is logged out. Entitlement checks of single
 * offers are not known here: a card of an item unlocked only through a bought offer stays locked
 * until the media screen has checked it.
 */
export function useViewerAccess(): ViewerAccess {
  const accessModel = useAppStore('site', (state) => state.accessModel);
  const offerProvider = useApp().integration?.offerProvider;
  const isLoggedIn = useAppStore('account', selectIsLoggedIn);
  const subscription = useAppStore('account', (state) => state.subscription);
  // Cards only need the subscription's state of this visit; the account screens reload it.
  const [now] = useState(Date.now);
  return useMemo(
    () => ({
      accessModel,
      isLoggedIn,
      hasActiveSubscription: selectHasActiveSubscription({ subscription }, now),
      ...(offerProvider ? { provider: offerProvider } : {}),
    }),
    [accessModel, offerProvider, isLoggedIn, subscription, now],
  );
}
