import { describe, expect, it } from 'vitest';
import { externalOfferUrl, readExternalOfferReturn } from './externalOffer';

const PAGES = {
  returnUrl: 'https://site.test/m/a?u=waiting-for-payment&offerId=R1&type=ppv',
  errorUrl: 'https://site.test/m/a?u=payment-error',
  cancelUrl: 'https://site.test/m/a?u=payment-cancelled',
  token: 'tok-1',
};

describe('an offer sold on its own page: where the viewer is sent', () => {
  it('carries the return, error and cancel pages and the token, keeping the page own query', () => {
    const url = new URL(externalOfferUrl('https://shop.test/buy?offer=R1', PAGES) ?? '');
    expect(url.origin + url.pathname).toBe('https://shop.test/buy');
    expect(Object.fromEntries(url.searchParams)).toEqual({ offer: 'R1', ...PAGES });
  });

  it.each([['javascript:alert(1)'], ['/relative/page'], ['not a url'], ['ftp://shop.test/buy']])('refuses %s', (offerUrl) => {
    expect(externalOfferUrl(offerUrl, PAGES)).toBeNull();
  });
});

describe('a return from an outside purchase (referrer invoice, token, product)', () => {
  it.each([
    ['no referrer parameters', '?u=waiting-for-payment&offerId=R1', 'tok-1', { kind: 'none' }],
    ['the token sent, an invoice and a product', '?invoice=in_9&token=tok-1&product=prod_AB12', 'tok-1', { kind: 'returned', invoice: 'in_9', product: 'prod_AB12' }],
    ['the invoice and the token', '?invoice=in_9&token=tok-1', 'tok-1', { kind: 'returned', invoice: 'in_9' }],
    ["a token alone (PayPal's own on its return) is not judged", '?token=EC-1&PayerID=P', 'tok-1', { kind: 'none' }],
    ['another token', '?invoice=in_9&token=tok-2', 'tok-1', { kind: 'invalid', reason: 'token' }],
    ['no token', '?invoice=in_9&product=prod_AB12', 'tok-1', { kind: 'invalid', reason: 'token' }],
    ['nothing sent from this browser', '?invoice=in_9&token=tok-1', null, { kind: 'invalid', reason: 'token' }],
    ['a product without the token', '?product=prod_AB12', 'tok-1', { kind: 'invalid', reason: 'token' }],
    ['a malformed product', '?token=tok-1&product=prod_AB-12', 'tok-1', { kind: 'invalid', reason: 'product' }],
    ['a product of another kind', '?token=tok-1&product=sku_1', 'tok-1', { kind: 'invalid', reason: 'product' }],
    ['empty values count as absent', '?invoice=&token=&product=', 'tok-1', { kind: 'none' }],
  ])('%s', (_case, search, expected, result) => {
    expect(readExternalOfferReturn(search, expected)).toEqual(result);
  });
});
