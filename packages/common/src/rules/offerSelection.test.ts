import { describe, expect, it } from 'vitest';
import { chooseOfferTypeOf, defaultChooseOfferType, offersOfType, preselectedOffer, showsChooseOfferTypeSwitch } from './offerSelection';

const sub = (id: string) => ({ id, type: 'subscription' as const });
const pass = (id: string) => ({ id, type: 'pass' as const });

describe('defaultChooseOfferType (spec 000 §4 "Choose offer")', () => {
  it.each([
    ['subscription offers, nothing requested', [sub('m'), sub('y')], [], 'svod'],
    ['subscription offers and a regular media offer', [sub('m'), pass('p')], [{ premier: false }], 'svod'],
    ['a premier media offer requested', [sub('m'), pass('p')], [{ premier: false }, { premier: true }], 'tvod'],
    ['no subscription offers', [pass('p1'), pass('p2')], [], 'tvod'],
    ['no offers at all', [], [], 'tvod'],
  ] as const)('%s: %s', (_case, offers, requested, expected) => {
    expect(defaultChooseOfferType(offers, requested)).toBe(expected);
  });

  it('needs no requested media offers', () => {
    expect(defaultChooseOfferType([sub('m')])).toBe('svod');
  });
});

describe('preselectedOffer', () => {
  const offers = [sub('monthly'), pass('day'), sub('yearly'), pass('week')];

  it.each([
    ['svod', 'yearly'],
    ['tvod', 'week'],
  ] as const)('preselects the last %s offer in the list: %s', (type, id) => {
    expect(preselectedOffer(offers, type)?.id).toBe(id);
  });

  it('preselects nothing when there is no offer of that kind', () => {
    expect(preselectedOffer([sub('monthly')], 'tvod')).toBeNull();
  });

  it('keeps list order per kind', () => {
    expect(offersOfType(offers, 'svod').map((offer) => offer.id)).toEqual(['monthly', 'yearly']);
    expect(chooseOfferTypeOf(pass('x'))).toBe('tvod');
  });
});

describe('showsChooseOfferTypeSwitch', () => {
  it.each([
    ['both kinds', [sub('m'), pass('p')], true],
    ['subscriptions only', [sub('m'), sub('y')], false],
    ['passes only', [pass('p')], false],
    ['nothing', [], false],
  ] as const)('%s: %s', (_case, offers, shown) => {
    expect(showsChooseOfferTypeSwitch(offers)).toBe(shown);
  });
});
