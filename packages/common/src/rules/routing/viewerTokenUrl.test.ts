import { describe, expect, it } from 'vitest';
import { externalLoginUrl, viewerTokenInUrl, withoutViewerToken } from './viewerTokenUrl';

describe('viewerTokenInUrl (000 §2: token, removed by a redirect; a hash token, removed once logged in)', () => {
  it.each([
    ['a query token', 'https://tv.example/?token=abc', { token: 'abc', source: 'query' }],
    ['a query token on a media page', '/m/abc123/film?r=list&token=x.y.z', { token: 'x.y.z', source: 'query' }],
    ['a hash token', 'https://tv.example/#token=h.a.sh', { token: 'h.a.sh', source: 'hash' }],
    ['a hash token among other hash values', '/#state=1&token=tok', { token: 'tok', source: 'hash' }],
    ['the query token wins over a hash token', '/?token=q#token=h', { token: 'q', source: 'query' }],
    ['no token', 'https://tv.example/?r=list', null],
    ['a blank token', '/?token=%20', null],
    ['a plain anchor', '/o/about#licence', null],
    ["a checkout referrer's token (invoice)", '/?u=waiting-for-payment&invoice=1&token=t', null],
    ["PayPal's token on a payment return", '/?u=welcome&orderId=5&token=EC-1', null],
    ['a payment return token, with a hash token', '/?u=welcome&token=EC-1#token=viewer', { token: 'viewer', source: 'hash' }],
  ])('%s: %s', (_case, href, expected) => {
    expect(viewerTokenInUrl(href)).toEqual(expected);
  });
});

describe('withoutViewerToken', () => {
  it.each([
    ['query', 'https://tv.example/?token=abc', 'https://tv.example/'],
    ['query', 'https://tv.example/m/1/film?r=list&token=abc&play=1#top', 'https://tv.example/m/1/film?r=list&play=1#top'],
    ['query', '/?token=abc', '/'],
    ['hash', 'https://tv.example/p/1?channel=2#token=abc', 'https://tv.example/p/1?channel=2'],
    ['hash', '/#state=1&token=abc', '/#state=1'],
    ['hash', '/o/about#licence', '/o/about#licence'],
  ] as const)('%s: %s -> %s', (source, href, expected) => {
    expect(withoutViewerToken(href, source)).toBe(expected);
  });
});

describe('externalLoginUrl', () => {
  const back = 'https://tv.example/m/1/film';
  it.each([
    ['https://library.example/login', 'https://library.example/login?returnUrl=https%3A%2F%2Ftv.example%2Fm%2F1%2Ffilm'],
    ['https://library.example/login?lang=nl', 'https://library.example/login?lang=nl&returnUrl=https%3A%2F%2Ftv.example%2Fm%2F1%2Ffilm'],
    [' http://127.0.0.1:9000/_library/city/login ', 'http://127.0.0.1:9000/_library/city/login?returnUrl=https%3A%2F%2Ftv.example%2Fm%2F1%2Ffilm'],
    ['javascript:alert(1)', null],
    ['/relative/login', null],
    ['', null],
  ])('%j -> %j', (url, expected) => {
    expect(externalLoginUrl({ url }, back)).toBe(expected);
  });
});
