import { ACCESS_MODEL, parseConfig, type AccessModel, type Config } from '@ott/common';
import { describe, expect, it } from 'vitest';
import type { CatalogItem } from '../catalog/schemas';
import { accessModelOfConfig, decideEntitlement, isItemBound, isProtectedItem } from './entitlement';
import { NO_PLANS, type PlanAccess } from './PlanAccess';

const item = (fields: Record<string, unknown>): CatalogItem => ({ mediaid: 'item0001', title: 'Item', art: 'poster', clip: 'alpha', ...fields }) as CatalogItem;
const FREE = item({ free: 'true' });
const NOT_REQUIRED = item({ requiresSubscription: 'false' });
const PLAIN = item({});
const SUBSCRIPTION = item({ requiresSubscription: 'true' });
const WITH_OFFER = item({ productIds: 'custom:pass0001' });
const PREMIER = item({ requiresSubscription: 'true', productIds: '!custom:ppv00001' });

/** A viewer with a subscription and the pass `pass0001`. */
const SUBSCRIBER: PlanAccess = {
  hasActiveSubscription: () => Promise.resolve(true),
  grantedOffers: (_user, offers) => Promise.resolve(offers.filter((offer) => offer === 'pass0001')),
};

const { AVOD, AUTHVOD, SVOD } = ACCESS_MODEL;
type Row = [string, CatalogItem, AccessModel, 'anonymous' | 'viewer', PlanAccess, boolean];

// 000 §6 "Media access", row by row.
const ROWS: Row[] = [
  ['free item, AVOD, anonymous', FREE, AVOD, 'anonymous', NO_PLANS, true],
  ['free item, SVOD, anonymous', FREE, SVOD, 'anonymous', NO_PLANS, true],
  ['requiresSubscription false, SVOD, anonymous', NOT_REQUIRED, SVOD, 'anonymous', NO_PLANS, true],
  ['AVOD item without offers, anonymous', PLAIN, AVOD, 'anonymous', NO_PLANS, true],
  ['AVOD subscription item without offers, anonymous', SUBSCRIPTION, AVOD, 'anonymous', NO_PLANS, true],
  ['AVOD item with an offer, anonymous', WITH_OFFER, AVOD, 'anonymous', NO_PLANS, false],
  ['AUTHVOD, anonymous', SUBSCRIPTION, AUTHVOD, 'anonymous', NO_PLANS, false],
  ['AUTHVOD, signed in', SUBSCRIPTION, AUTHVOD, 'viewer', NO_PLANS, true],
  ['AUTHVOD item with an offer, signed in without it', WITH_OFFER, AUTHVOD, 'viewer', NO_PLANS, false],
  ['AUTHVOD item with an offer, signed in with the pass', WITH_OFFER, AUTHVOD, 'viewer', SUBSCRIBER, true],
  ['SVOD, anonymous', SUBSCRIPTION, SVOD, 'anonymous', SUBSCRIBER, false],
  ['SVOD, signed in without a plan', SUBSCRIPTION, SVOD, 'viewer', NO_PLANS, false],
  ['SVOD, signed in with a subscription', SUBSCRIPTION, SVOD, 'viewer', SUBSCRIBER, true],
  ['SVOD premier item, subscription without the premier offer', PREMIER, SVOD, 'viewer', SUBSCRIBER, false],
];

describe('decideEntitlement', () => {
  it.each(ROWS)('%s', async (_name, subject, accessModel, caller, plans, expected) => {
    expect(await decideEntitlement({ item: subject, accessModel, userId: caller === 'viewer' ? 'user-1' : undefined, plans })).toBe(expected);
  });

  it('asks the plan seam nothing for anonymous callers', async () => {
    const asked: string[] = [];
    const spy: PlanAccess = {
      hasActiveSubscription: (user) => (asked.push(user), Promise.resolve(true)),
      grantedOffers: (user) => (asked.push(user), Promise.resolve([])),
    };
    expect(await decideEntitlement({ item: SUBSCRIPTION, accessModel: SVOD, userId: undefined, plans: spy })).toBe(false);
    expect(asked).toEqual([]);
  });
});

describe('which items are protected', () => {
  it.each([
    ['a free movie', FREE, false],
    ['requiresSubscription false', NOT_REQUIRED, false],
    ['a movie without flags', PLAIN, true],
    ['a subscription movie', SUBSCRIPTION, true],
    ['a series (plays nothing)', item({ clip: undefined, contentType: 'series' }), false],
    ['a live channel', item({ clip: undefined, contentType: 'livechannel', live: { scheduleType: 'jwp', programmes: [] } }), true],
  ])('%s: %s', (_name, subject, expected) => {
    expect(isProtectedItem(subject)).toBe(expected);
  });

  it('binds geo-blocked items to their own paths even when they are free', () => {
    expect(isItemBound(item({ free: 'true', geoBlockedCountries: ['AQ'] }))).toBe(true);
    expect(isItemBound(FREE)).toBe(false);
  });
});

describe('decideEntitlement with the offers of one billing provider', () => {
  // A premier offer of another provider cannot be sold on a site billed by this one: the
  // subscription covers the item, as the app's integration (its offerProvider) decides too.
  const OTHER_PREMIER = item({ requiresSubscription: 'true', productIds: '!jwp:C4821, cleeng:S1_NL' });
  const OWN_PREMIER = item({ requiresSubscription: 'true', productIds: '!cleeng:R1_NL' });
  const question = { accessModel: SVOD, userId: 'jwt', plans: SUBSCRIBER, offerProvider: 'cleeng' };

  it("ignores another provider's premier offer", async () => {
    expect(await decideEntitlement({ ...question, item: OTHER_PREMIER })).toBe(true);
    expect(await decideEntitlement({ ...question, item: OTHER_PREMIER, offerProvider: undefined })).toBe(false);
  });

  it('still asks for its own premier offer', async () => {
    expect(await decideEntitlement({ ...question, item: OWN_PREMIER })).toBe(false);
  });
});

describe('accessModelOfConfig: the access model the site decides (000 §4)', () => {
  const config = (fields: Record<string, unknown>): Config => {
    const result = parseConfig({ siteId: 'site0001', description: 'A site', content: [], menu: [], ...fields });
    if (!result.ok) throw new Error(result.error.message);
    return result.config;
  };
  it.each<[string, Record<string, unknown>, AccessModel]>([
    ['no provider, no content protection', {}, ACCESS_MODEL.AVOD],
    ['no provider, content protection SVOD', { contentProtection: { accessModel: 'svod' } }, ACCESS_MODEL.SVOD],
    ['the custom account API', { integrations: { custom: { apiUrl: 'https://accounts.example.com' } } }, ACCESS_MODEL.AUTHVOD],
    ['the billing provider with a monthly offer', { integrations: { cleeng: { id: '900000001', monthlyOffer: 'S970187168_NL' } } }, ACCESS_MODEL.SVOD],
    ['the billing provider without a monthly or yearly offer', { integrations: { cleeng: { id: '900000001' } } }, ACCESS_MODEL.AUTHVOD],
    ['the video platform with an asset', { integrations: { jwp: { clientId: 'abc12345', assetId: '118441' } } }, ACCESS_MODEL.SVOD],
    ['the video platform without an asset', { integrations: { jwp: { clientId: 'abc12345' } } }, ACCESS_MODEL.AUTHVOD],
    ['a provider this server has no module for', { integrations: { cognito: { region: 'eu-west-1', userPoolId: 'eu-west-1_pool', clientId: 'client1' } } }, ACCESS_MODEL.SVOD],
  ])('%s', (_, fields, expected) => {
    expect(accessModelOfConfig(config(fields))).toBe(expected);
  });
});
