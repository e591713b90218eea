import { mediaOffersOf, type MediaItem } from '@ott/common';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useApp } from '../../hooks/useApp';
import { useAppStore } from '../../hooks/useAppStore';

/** Query key prefix of the granted offers: a finished payment asks them again (`refreshGrantedOffers`), so the page unlocks. */
export const GRANTED_OFFERS_KEY = 'granted-offers';

/**
 * Asks the granted offers again after a payment. A first check still in flight was sent before the
 * payment went through: it is cancelled, not joined (invalidating alone would wait for its answer,
 * "not granted", and keep the page locked).
 */
export async function refreshGrantedOffers(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ queryKey: [GRANTED_OFFERS_KEY] });
  await queryClient.invalidateQueries({ queryKey: [GRANTED_OFFERS_KEY] });
}

/**
 * Which of the item's offers (a pass, a pay-per-view) the signed-in viewer was granted, asked of
 * the integration's entitlement service (001 §7.2), one call per offer; none without a viewer,
 * without offers or without that service. An offer whose check fails counts as not granted.
 */
export function useGrantedOffers(item: MediaItem): string[] {
  const { services, integration } = useApp();
  const entitlement = services.entitlement;
  const userId = useAppStore('account', (state) => state.user?.id);
  const offerIds = mediaOffersOf(item, integration?.offerProvider).map((offer) => offer.offerId);
  const query = useQuery({
    queryKey: [GRANTED_OFFERS_KEY, userId, offerIds],
    queryFn: async () => {
      const answers = await Promise.all(offerIds.map((offerId) => entitlement?.getEntitlements(offerId).then((answer) => answer.accessGranted, () => false)));
      return offerIds.filter((_, index) => answers[index] === true);
    },
    enabled: entitlement !== undefined && userId !== undefined && offerIds.length > 0,
    staleTime: 60_000,
  });
  return query.data ?? NONE;
}

const NONE: string[] = [];
