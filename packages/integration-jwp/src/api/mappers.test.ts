import { describe, expect, it } from 'vitest';
import { accessFeeIdOf, consentMetadata, consentsOf, fullNameOf, toCustomer, toOffer } from './mappers';

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
    ['month x1', { name: 'subscription', period: 'month', quantity: 1 }, 'subscription', 'month', 'S'],
    ['month x12 is a year', { name: 'subscription', period: 'month', quantity: 12 }, 'subscription', 'year', 'S'],
    ['ppv for hours', { name: 'ppv', period: 'hour', quantity: 48 }, 'pass', undefined, 'C'],
    ['ppv_custom', { name: 'ppv_custom', period: 'day' }, 'pass', 'day', 'C'],
  ])('%s', (_case, accessType, type, period, letter) => {
    const offer = toOffer({ id: '7', amount: 1, currency: 'EUR', access_type: accessType });
    expect([offer.type, offer.period, offer.offerId]).toEqual([type, period, `${letter}7`]);
  });

  it.each([['S30101', '30101'], ['C4821', '4821'], ['118441', '118441']])('%s -> %s', (id, bare) => {
    expect(accessFeeIdOf(id)).toBe(bare);
  });

  it.each([['Ann', 'Lee', 'Ann Lee'], [' ', '', 'ann@example.org'], ['', 'Lee', 'Lee']])('full name of %j %j -> %s', (first, last, full) => {
    expect(fullNameOf(first, last, 'ann@example.org')).toBe(full);
  });
});
