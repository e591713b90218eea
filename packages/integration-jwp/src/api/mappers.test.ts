import { describe, expect, it } from 'vitest';
import { accessFeeIdOf, assetIdOfOffer, consentMetadata, consentsOf, fullNameOf, toCustomer, toOffers } from './mappers';

const account = { id: '42', email: 'ann@example.org', full_name: 'Ann Lee' };

describe('toCustomer', () => {
  it.each([
    ['string flags', { terms: 'true', has_password: 'false' }, { terms: true, has_password: false }],
    ['boolean flags', { terms: true }, { terms: true }],
    ['unreadable flags are left out', { terms: 'maybe', register_source: 7 }, {}],
  ])('%s', (_case, metadata, expected) => {
    expect(toCustomer({ ...account, metadata }).metadata).toEqual(expected);
  });

  it('reads the names from the metadata and the registration date from created_at', () => {
    expect(toCustomer({ ...account, uuid: 'u1', metadata: { first_name: 'Ann', surname: 'Lee' }, created_at: 1_800_000_000 })).toMatchObject({
      id: '42',
      uuid: 'u1',
      fullName: 'Ann Lee',
      firstName: 'Ann',
      lastName: 'Lee',
      regDate: '2027-01-15T08:00:00.000Z',
    });
  });
});

describe('consents in the metadata', () => {
  it('are written as answers plus JSON and read back', () => {
    const metadata = consentMetadata([
      { name: 'terms', version: '1', state: 'accepted' },
      { name: 'nickname', version: '1', state: 'accepted', value: 'annie' },
    ]);
    expect(metadata).toMatchObject({ terms: 'true', nickname: 'annie' });
    expect(consentsOf({ metadata }).map(({ name, state, value }) => [name, state, value])).toEqual([
      ['terms', 'accepted', undefined],
      ['nickname', 'accepted', 'annie'],
    ]);
  });

  it.each([['not JSON', '{'], ['another shape', '[{"x":1}]'], ['absent', undefined]])('%s: none', (_case, consents) => {
    expect(consentsOf({ metadata: consents === undefined ? {} : { consents } })).toEqual([]);
  });
});

describe('offers and ids', () => {
  it.each([
    ['month x1', { name: 'subscription', period: 'month', quantity: 1 }, 'subscription', 'month', 'S7'],
    ['month x12 is a year', { name: 'subscription', period: 'month', quantity: 12 }, 'subscription', 'year', 'S7'],
    ['ppv for hours', { name: 'ppv', period: 'hour', quantity: 48 }, 'pass', undefined, 'C900'],
    ['ppv_custom', { name: 'ppv_custom', period: 'day' }, 'pass', 'day', 'C900'],
  ])('%s', (_case, accessType, type, period, offerId) => {
    const [offer] = toOffers('900', [{ id: '7', amount: 1, currency: 'EUR', access_type: accessType }]);
    expect([offer?.id, offer?.type, offer?.period, offer?.offerId]).toEqual(['7', type, period, offerId]);
  });

  it('an asset with several passes names each by asset and access fee', () => {
    const ppv = { amount: 1, currency: 'EUR', access_type: { name: 'ppv' } };
    expect(toOffers('900', [{ id: '7', ...ppv }, { id: '8', ...ppv }]).map(({ offerId }) => offerId)).toEqual(['C900_7', 'C900_8']);
  });

  it.each([
    ['a subscription fee, with a site asset', 'S30101', '118441', '118441'],
    ['a subscription fee, without', 'S30101', null, '30101'],
    ["the catalogue's pass", 'C4821', '118441', '4821'],
    ['one of several passes', 'C4821_30201', '118441', '4821'],
    ['a bare asset id', '118441', null, '118441'],
  ])('the asset of %s (%s) is %s', (_case, offerId, siteAsset, assetId) => {
    expect(assetIdOfOffer(offerId, siteAsset)).toBe(assetId);
  });

  it.each([['S30101', '30101'], ['30101', '30101']])('the access fee of %s is %s', (id, bare) => {
    expect(accessFeeIdOf(id)).toBe(bare);
  });

  it.each([['Ann', 'Lee', 'Ann Lee'], [' ', '', 'ann@example.org'], ['', 'Lee', 'Lee']])('full name of %j %j -> %s', (first, last, full) => {
    expect(fullNameOf(first, last, 'ann@example.org')).toBe(full);
  });
});
