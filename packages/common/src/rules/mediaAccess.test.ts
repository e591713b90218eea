import { describe, expect, it } from 'vitest';
import type { AccessModel } from './accessModel';
import {
  decideMediaAccess,
  isFalsyCustomParam,
  isMediaFree,
  isMediaLocked,
  isTruthyCustomParam,
  mediaOffersOf,
  requiredOffers,
  type MediaAccessItem,
  type ViewerAccess,
} from './mediaAccess';

const PLAIN: MediaAccessItem = {};
const FREE: MediaAccessItem = { free: 'true', productIds: 'cleeng:S1' };
const NO_SUBSCRIPTION: MediaAccessItem = { requiresSubscription: 'false' };
const WITH_OFFER: MediaAccessItem = { productIds: 'cleeng:S1' };
const WITH_PREMIER: MediaAccessItem = { productIds: 'cleeng:S1, !cleeng:P2' };
const HUB: MediaAccessItem = { contentType: 'hub', productIds: 'cleeng:S1' };

const anonymous = (accessModel: AccessModel): ViewerAccess => ({ accessModel, isLoggedIn: false, hasActiveSubscription: false });
const member = (accessModel: AccessModel): ViewerAccess => ({ accessModel, isLoggedIn: true, hasActiveSubscription: false });
const subscriber = (accessModel: AccessModel): ViewerAccess => ({ accessModel, isLoggedIn: true, hasActiveSubscription: true });

describe('custom parameters as text or booleans', () => {
  it.each([
    [true, true, false],
    ['true', true, false],
    [' TRUE ', true, false],
    [false, false, true],
    ['false', false, true],
    ['yes', false, false],
    [null, false, false],
    [undefined, false, false],
  ])('%j: truthy %s, falsy %s', (value, truthy, falsy) => {
    expect(isTruthyCustomParam(value)).toBe(truthy);
    expect(isFalsyCustomParam(value)).toBe(falsy);
  });

  it.each<[MediaAccessItem, boolean]>([
    [{ free: true }, true],
    [{ free: 'true' }, true],
    [{ requiresSubscription: false }, true],
    [{ requiresSubscription: 'false' }, true],
    [{ free: 'false', requiresSubscription: 'true' }, false],
    [{}, false],
  ])('isMediaFree(%j) is %s', (item, expected) => {
    expect(isMediaFree(item)).toBe(expected);
  });
});

describe('requiredOffers', () => {
  it.each<[string, AccessModel, MediaAccessItem, string[]]>([
    ['AVOD item with offers', 'AVOD', WITH_OFFER, ['S1']],
    ['AVOD item without offers', 'AVOD', PLAIN, []],
    ['AUTHVOD item with offers', 'AUTHVOD', WITH_PREMIER, ['S1', 'P2']],
    ['SVOD item with a premier offer', 'SVOD', WITH_PREMIER, ['P2']],
    ['SVOD item with only subscription offers', 'SVOD', WITH_OFFER, []],
    ['free item', 'AUTHVOD', FREE, []],
    ['hub item', 'AVOD', HUB, []],
  ])('%s under %s', (_name, model, item, expected) => {
    expect(requiredOffers(item, model).map((offer) => offer.offerId)).toEqual(expected);
  });
});

describe('decideMediaAccess', () => {
  it.each<[string, MediaAccessItem, ViewerAccess, { entitled: boolean; login: boolean; subscription: boolean; buy: string[]; button: string | null }]>([
    // AVOD: offers needed only if the item has them; login is not available.
    ['AVOD plain item', PLAIN, anonymous('AVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['AVOD item with an offer: hidden', WITH_OFFER, anonymous('AVOD'), { entitled: false, login: false, subscription: false, buy: ['S1'], button: null }],
    ['AVOD free item with an offer', FREE, anonymous('AVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    // AUTHVOD: login needed, offers only if present.
    ['AUTHVOD anonymous', PLAIN, anonymous('AUTHVOD'), { entitled: false, login: true, subscription: false, buy: [], button: 'sign_up_to_start_watching' }],
    ['AUTHVOD logged in', PLAIN, member('AUTHVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['AUTHVOD logged in, item with an offer', WITH_OFFER, member('AUTHVOD'), { entitled: false, login: false, subscription: false, buy: ['S1'], button: 'buy' }],
    ['AUTHVOD anonymous, item with an offer', WITH_OFFER, anonymous('AUTHVOD'), { entitled: false, login: true, subscription: false, buy: ['S1'], button: 'buy' }],
    ['AUTHVOD free item, anonymous', FREE, anonymous('AUTHVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    // SVOD: subscription needed and, where a premier offer exists, a premier offer.
    ['SVOD anonymous', PLAIN, anonymous('SVOD'), { entitled: false, login: true, subscription: true, buy: [], button: 'sign_up_to_start_watching' }],
    ['SVOD logged in without subscription', PLAIN, member('SVOD'), { entitled: false, login: false, subscription: true, buy: [], button: 'complete_your_subscription' }],
    ['SVOD subscriber', PLAIN, subscriber('SVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['SVOD subscriber, item with subscription offers', WITH_OFFER, subscriber('SVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['SVOD member, item with subscription offers', WITH_OFFER, member('SVOD'), { entitled: false, login: false, subscription: true, buy: ['S1'], button: 'buy' }],
    ['SVOD subscriber, premier item', WITH_PREMIER, subscriber('SVOD'), { entitled: false, login: false, subscription: false, buy: ['P2'], button: 'buy' }],
    ['SVOD requiresSubscription=false, anonymous', NO_SUBSCRIPTION, anonymous('SVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['SVOD hub never needs an offer', HUB, subscriber('SVOD'), { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['SVOD hub still needs the subscription', HUB, member('SVOD'), { entitled: false, login: false, subscription: true, buy: [], button: 'complete_your_subscription' }],
    // Entitlement checks on media offers grant access.
    ['AUTHVOD offer granted', WITH_OFFER, { ...member('AUTHVOD'), grantedOfferIds: ['S1'] }, { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['AVOD offer granted', WITH_OFFER, { ...anonymous('AVOD'), grantedOfferIds: new Set(['S1']) }, { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['SVOD member holding a listed offer', WITH_OFFER, { ...member('SVOD'), grantedOfferIds: ['S1'] }, { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['SVOD premier bought', WITH_PREMIER, { ...subscriber('SVOD'), grantedOfferIds: ['P2'] }, { entitled: true, login: false, subscription: false, buy: [], button: 'start_watching' }],
    ['SVOD premier item, only the subscription offer granted', WITH_PREMIER, { ...subscriber('SVOD'), grantedOfferIds: ['S1'] }, { entitled: false, login: false, subscription: false, buy: ['P2'], button: 'buy' }],
    ['unrelated grant does not count', WITH_OFFER, { ...member('AUTHVOD'), grantedOfferIds: ['X9'] }, { entitled: false, login: false, subscription: false, buy: ['S1'], button: 'buy' }],
  ])('%s', (_name, item, viewer, expected) => {
    const decision = decideMediaAccess(item, viewer);
    expect({
      entitled: decision.entitled,
      login: decision.requiresLogin,
      subscription: decision.requiresSubscription,
      buy: decision.offersToBuy.map((offer) => offer.offerId),
      button: decision.button.visible ? decision.button.kind : null,
    }).toEqual(expected);
    expect(decision.locked).toBe(!expected.entitled);
    expect(isMediaLocked(item, viewer)).toBe(!expected.entitled);
  });

  it.each<[number | null | undefined, string, number | undefined]>([
    [0.5, 'continue_watching', 0.5],
    [0.06, 'continue_watching', 0.06],
    [0.05, 'start_watching', undefined],
    [0.95, 'start_watching', undefined],
    [null, 'start_watching', undefined],
    [undefined, 'start_watching', undefined],
  ])('entitled viewer with progress %j sees %s', (progress, kind, shownProgress) => {
    const { button } = decideMediaAccess(PLAIN, { ...anonymous('AVOD'), progress });
    expect(button).toEqual({
      visible: true,
      kind,
      labelKey: `video:${kind}`,
      action: 'play',
      ...(shownProgress === undefined ? {} : { progress: shownProgress }),
    });
  });

  it.each<[string, MediaAccessItem, ViewerAccess, string]>([
    ['buy when logged in opens choose-offer', WITH_OFFER, member('AUTHVOD'), 'choose-offer'],
    ['buy when anonymous opens login', WITH_OFFER, anonymous('AUTHVOD'), 'login'],
    ['sign up opens create-account', PLAIN, anonymous('SVOD'), 'create-account'],
    ['complete your subscription opens choose-offer', PLAIN, member('SVOD'), 'choose-offer'],
  ])('%s', (_name, item, viewer, action) => {
    const { button } = decideMediaAccess(item, viewer);
    expect(button.visible && button.action).toBe(action);
  });

  it('uses the derived mediaOffers when present and ignores other providers in productIds', () => {
    expect(mediaOffersOf({ mediaOffers: [{ offerId: 'A', premier: true }], productIds: 'cleeng:B' })).toEqual([{ offerId: 'A', premier: true }]);
    expect(mediaOffersOf({ productIds: 'cleeng:B, jwp:C' }, 'jwp')).toEqual([{ offerId: 'C', premier: false }]);
    // Derived offers naming their provider are filtered the same way; one without a provider is kept.
    const derived = [
      { offerId: 'C4821', premier: true, provider: 'jwp' },
      { offerId: 'R1', premier: true, provider: 'cleeng' },
      { offerId: 'X', premier: false },
    ];
    expect(mediaOffersOf({ mediaOffers: derived }, 'jwp')).toEqual([
      { offerId: 'C4821', premier: true },
      { offerId: 'X', premier: false },
    ]);
    const decision = decideMediaAccess({ productIds: 'cleeng:B' }, { ...member('AUTHVOD'), provider: 'jwp' });
    expect(decision.entitled).toBe(true);
    expect(decision.mediaOffers).toEqual([]);
  });
});
