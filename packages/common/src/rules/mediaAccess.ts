import { ACCESS_MODEL, type AccessModel } from './accessModel';
import { isContinueWatchingProgress } from './continueWatching';
import { parseMediaOffers } from './mediaOffers';

/** An offer that unlocks a media item, as the derived `mediaOffers` field holds it. */
export interface MediaOfferRef {
  offerId: string;
  premier: boolean;
  /** The provider of the "provider:" prefix, when known (derived offers carry it). */
  provider?: string | null | undefined;
}

/**
 * The media item fields the access rules read. Custom parameters arrive as text, so `free` may be
 * `true` or `"true"` and `requiresSubscription` may be `false` or `"false"`. The derived
 * `mediaOffers` is used when present, otherwise `productIds` is parsed.
 */
export interface MediaAccessItem {
  free?: boolean | string | null;
  requiresSubscription?: boolean | string | null;
  contentType?: string | null;
  productIds?: string | null;
  mediaOffers?: readonly MediaOfferRef[] | null;
}

const customParam = (value: boolean | string | null | undefined): boolean | undefined => {
  if (typeof value === 'boolean') return value;
  if (typeof value !== 'string') return undefined;
  const text = value.trim().toLowerCase();
  return text === 'true' ? true : text === 'false' ? false : undefined;
};

export const isTruthyCustomParam = (value: boolean | string | null | undefined): boolean => customParam(value) === true;
export const isFalsyCustomParam = (value: boolean | string | null | undefined): boolean => customParam(value) === false;

/** Free when the free flag is true or requiresSubscription is false: open to everyone, no login. */
export const isMediaFree = (item: MediaAccessItem): boolean =>
  isTruthyCustomParam(item.free) || isFalsyCustomParam(item.requiresSubscription);

/**
 * Protected: playback needs a signed source (a media token or a passport, then signed stream
 * URLs): every item that is not free. The content host refuses its streams without a signature.
 */
export const isProtectedMedia = (item: MediaAccessItem): boolean => !isMediaFree(item);

export const isHub = (item: MediaAccessItem): boolean => item.contentType?.trim().toLowerCase() === 'hub';

/**
 * The item's media offers. When `provider` is given and the offers are parsed from productIds,
 * only that provider's offers count: the other provider cannot sell them on this site.
 */
export function mediaOffersOf(item: MediaAccessItem, provider?: string): MediaOfferRef[] {
  // Derived offers that name their provider are filtered like parsed ones; those without one are kept.
  const offers = Array.isArray(item.mediaOffers) ? item.mediaOffers : parseMediaOffers(item.productIds);
  const wanted = provider?.trim().toLowerCase();
  const kept = wanted ? offers.filter((offer) => !offer.provider || offer.provider.trim().toLowerCase() === wanted) : offers;
  return kept.map(({ offerId, premier }) => ({ offerId, premier }));
}

export interface ViewerAccess {
  accessModel: AccessModel;
  isLoggedIn: boolean;
  /** The viewer holds a subscription treated as active. */
  hasActiveSubscription: boolean;
  /** Offer ids for which an entitlement check granted access. */
  grantedOfferIds?: Iterable<string>;
  /** Saved progress (0 to 1) of this item, for the continue-watching label. */
  progress?: number | null;
  /** The active integration's offer provider (IntegrationModule.offerProvider), to ignore offers of other providers. */
  provider?: string;
}

export type PlayButtonKind = 'start_watching' | 'continue_watching' | 'buy' | 'complete_your_subscription' | 'sign_up_to_start_watching';

/** Account overlay value (`u` query parameter) the button opens, or play. */
export type PlayButtonAction = 'play' | 'choose-offer' | 'login' | 'create-account';

export type PlayButton =
  | { visible: false }
  | { visible: true; kind: PlayButtonKind; labelKey: `video:${PlayButtonKind}`; action: PlayButtonAction; progress?: number };

/** Everything a media screen or card needs to render access; see `decideMediaAccess`. */
export interface MediaAccessDecision {
  free: boolean;
  mediaOffers: MediaOfferRef[];
  /** The item is open under the access model alone, without any offer entitlement. */
  openUnderAccessModel: boolean;
  /** The viewer may play: open under the access model or granted through one of its offers. */
  entitled: boolean;
  /** Card lock and paywall: the opposite of entitled. */
  locked: boolean;
  /** What still stands between the viewer and playback (all false or empty once entitled). */
  requiresLogin: boolean;
  requiresSubscription: boolean;
  offersToBuy: MediaOfferRef[];
  button: PlayButton;
}

/**
 * Offers the access model asks for (spec 000 §6 "Media access"): none for free items and hubs;
 * under AVOD and AUTHVOD the item's offers, if any; under SVOD the premier offers, if any (the
 * subscription covers the rest).
 */
export function requiredOffers(item: MediaAccessItem, accessModel: AccessModel, offers: readonly MediaOfferRef[] = mediaOffersOf(item)): MediaOfferRef[] {
  if (isMediaFree(item) || isHub(item)) return [];
  if (accessModel === ACCESS_MODEL.SVOD) return offers.filter((offer) => offer.premier);
  return [...offers];
}

const button = (kind: PlayButtonKind, action: PlayButtonAction, progress?: number): PlayButton =>
  progress === undefined ? { visible: true, kind, labelKey: `video:${kind}`, action } : { visible: true, kind, labelKey: `video:${kind}`, action, progress };

/**
 * Decides access to one media item for one viewer.
 *
 * Open under the access model: free items always; AVOD when no offer is required; AUTHVOD when
 * logged in and no offer is required; SVOD when logged in with an active subscription and no
 * premier offer exists (hubs never need an offer, but still follow the login and subscription
 * rules). Entitled: open, or an entitlement check granted one of the offers that unlock it (the
 * premier offers where they exist under SVOD, otherwise any of its media offers).
 *
 * Play button: start or continue watching when entitled (continue when progress is strictly
 * between the continue-watching thresholds); otherwise buy when there are offers to buy, sign up
 * when not logged in, complete your subscription when logged in. Hidden under AVOD when not
 * entitled (there is no login to buy with).
 */
export function decideMediaAccess(item: MediaAccessItem, viewer: ViewerAccess): MediaAccessDecision {
  const { accessModel, isLoggedIn, hasActiveSubscription } = viewer;
  const free = isMediaFree(item);
  const mediaOffers = mediaOffersOf(item, viewer.provider);
  const required = requiredOffers(item, accessModel, mediaOffers);

  const needsLogin = !free && accessModel !== ACCESS_MODEL.AVOD;
  const needsSubscription = !free && accessModel === ACCESS_MODEL.SVOD;
  const openUnderAccessModel =
    free || ((!needsLogin || isLoggedIn) && (!needsSubscription || hasActiveSubscription) && required.length === 0);

  const granted = new Set(viewer.grantedOfferIds ?? []);
  const unlocking = required.length > 0 ? required : isHub(item) ? [] : mediaOffers;
  const entitled = openUnderAccessModel || unlocking.some((offer) => granted.has(offer.offerId));

  const offersToBuy = entitled ? [] : unlocking;
  const requiresLogin = !entitled && needsLogin && !isLoggedIn;
  const requiresSubscription = !entitled && needsSubscription && !hasActiveSubscription;

  let playButton: PlayButton;
  if (entitled) {
    playButton = isContinueWatchingProgress(viewer.progress)
      ? button('continue_watching', 'play', viewer.progress)
      : button('start_watching', 'play');
  } else if (accessModel === ACCESS_MODEL.AVOD) {
    playButton = { visible: false };
  } else if (offersToBuy.length > 0) {
    playButton = button('buy', isLoggedIn ? 'choose-offer' : 'login');
  } else if (!isLoggedIn) {
    playButton = button('sign_up_to_start_watching', 'create-account');
  } else {
    playButton = button('complete_your_subscription', 'choose-offer');
  }

  return {
    free,
    mediaOffers,
    openUnderAccessModel,
    entitled,
    locked: !entitled,
    requiresLogin,
    requiresSubscription,
    offersToBuy,
    button: playButton,
  };
}

/** Card lock: the item cannot be played by this viewer without logging in, subscribing or buying. */
export const isMediaLocked = (item: MediaAccessItem, viewer: ViewerAccess): boolean => decideMediaAccess(item, viewer).locked;
