import { describe, expect, it } from 'vitest';
import { hasPremierOffer, mediaOffersForProvider, parseMediaOffers } from './mediaOffers';

describe('parseMediaOffers', () => {
  it.each([
    ['cleeng:S123456_NL', [{ offerId: 'S123456_NL', premier: false, provider: 'cleeng' }]],
    ['!cleeng:R654321_NL', [{ offerId: 'R654321_NL', premier: true, provider: 'cleeng' }]],
    [
      'cleeng:S1, !cleeng:R2 ,jwp:C3',
      [
        { offerId: 'S1', premier: false, provider: 'cleeng' },
        { offerId: 'R2', premier: true, provider: 'cleeng' },
        { offerId: 'C3', premier: false, provider: 'jwp' },
      ],
    ],
    [' ! CLEENG : S1 ', [{ offerId: 'S1', premier: true, provider: 'cleeng' }]],
    // The premier mark after the prefix, as the demo catalogue writes the platform's offers.
    ['jwp:!C4821,!cleeng:R820405138_NL', [
      { offerId: 'C4821', premier: true, provider: 'jwp' },
      { offerId: 'R820405138_NL', premier: true, provider: 'cleeng' },
    ]],
    ['jwp:!', []],
    ['jwp:!!C1', []],
    ['cleeng:S1,,  ,cleeng:S2,', [
      { offerId: 'S1', premier: false, provider: 'cleeng' },
      { offerId: 'S2', premier: false, provider: 'cleeng' },
    ]],
    ['cleeng:S1, !cleeng:S1', [{ offerId: 'S1', premier: true, provider: 'cleeng' }]],
    ['S123456_NL', []],
    [':S1', []],
    ['cleeng:', []],
    ['!!cleeng:S1', []],
    ['cleeng:S 1', []],
    ['cleeng:a:b', []],
    ['', []],
    [null, []],
    [undefined, []],
  ])('%j -> %j', (text, expected) => {
    expect(parseMediaOffers(text)).toEqual(expected);
  });

  it('keeps only the active provider’s offers and spots premier ones', () => {
    const offers = parseMediaOffers('cleeng:S1, !jwp:C2');
    expect(mediaOffersForProvider(offers, ' JWP ')).toEqual([{ offerId: 'C2', premier: true, provider: 'jwp' }]);
    expect(hasPremierOffer(offers)).toBe(true);
    expect(hasPremierOffer(mediaOffersForProvider(offers, 'cleeng'))).toBe(false);
  });
});
