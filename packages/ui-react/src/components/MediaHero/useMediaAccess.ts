import { decideMediaAccess, isSubscriptionActive, selectIsLoggedIn, selectWatchHistoryEntry, type MediaAccessDecision, type MediaItem } from '@ott/common';
import { useState } from 'react';
import { useApp } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';
import { useGrantedOffers } from './useGrantedOffers';

/**
 * Access to one item for the current viewer (spec 000 §6 "Media access", §4 play button labels):
 * the site's access model, login and subscription from the account store, and the item's saved
 * progress for "continue watching", and the item's offers the viewer was granted (a pass, a
 * pay-per-view bought) as the entitlement service says.
 */
export function useMediaAccess(item: MediaItem): MediaAccessDecision {
  const accessModel = useAppStore('site', (state) => state.accessModel);
  const offerProvider = useApp().integration?.offerProvider;
  const isLoggedIn = useAppStore('account', selectIsLoggedIn);
  const subscription = useAppStore('account', (state) => state.subscription);
  const progress = useAppStore('watchHistory', (state) => selectWatchHistoryEntry(state, item.mediaid)?.progress);
  // Whether a cancelled subscription still runs is read when the screen opens.
  const [now] = useState(() => Date.now());
  const grantedOfferIds = useGrantedOffers(item);
  return decideMediaAccess(item, {
    accessModel,
    isLoggedIn,
    hasActiveSubscription: isSubscriptionActive(subscription, now),
    progress,
    grantedOfferIds,
    provider: offerProvider,
  });
}
