import { describe, expect, it } from 'vitest';
import { initialViewerAccessModel, isValidViewerToken, nextViewerAccessModel, viewerTokenFromJwt, type ViewerAccessModelEvent } from './viewerTokenAccessModel';

const NOW = Date.parse('2024-05-01T10:00:00Z');
const b64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
const jwt = (payload: object) => `${b64url({ alg: 'HS256' })}.${b64url(payload)}.signature`;
const validToken = { jwt: jwt({ sub: 'viewer-1', exp: NOW / 1000 + 3600 }), sub: 'viewer-1' };
const expiredToken = { jwt: jwt({ sub: 'viewer-1', exp: NOW / 1000 - 1 }), sub: 'viewer-1' };

describe('isValidViewerToken', () => {
  it.each([
    ['unexpired token', validToken, true],
    ['token without exp claim', { jwt: jwt({ sub: 'v' }), sub: 'v' }, true],
    ['expired token', expiredToken, false],
    ['exp exactly now', { jwt: jwt({ exp: NOW / 1000 }), sub: 'v' }, false],
    ['missing sub', { jwt: validToken.jwt, sub: ' ' }, false],
    ['missing jwt', { sub: 'v' }, false],
    ['not a jwt', { jwt: 'opaque', sub: 'v' }, false],
    ['payload not base64 json', { jwt: 'a.%%%.c', sub: 'v' }, false],
    ['payload is json but not an object', { jwt: `a.${btoa('42')}.c`, sub: 'v' }, false],
    ['null token', null, false],
  ])('%s -> %s', (_name, token, expected) => {
    expect(isValidViewerToken(token, NOW)).toBe(expected);
  });
});

describe('access model with viewer tokens', () => {
  const run = (events: ViewerAccessModelEvent[], authvodBase = false) =>
    events.reduce(nextViewerAccessModel, initialViewerAccessModel(authvodBase ? 'AUTHVOD' : undefined)).accessModel;

  it.each<[string, ViewerAccessModelEvent[], boolean, string]>([
    ['SVOD by default', [], false, 'SVOD'],
    ['the integration\'s model when it gives one (AUTHVOD)', [], true, 'AUTHVOD'],
    ['AVOD once a valid viewer token is loaded', [{ type: 'viewerTokenLoaded', token: validToken, now: NOW }], false, 'AVOD'],
    ['an expired viewer token changes nothing', [{ type: 'viewerTokenLoaded', token: expiredToken, now: NOW }], false, 'SVOD'],
    ['logout of a viewer resets to SVOD', [{ type: 'viewerTokenLoaded', token: validToken, now: NOW }, { type: 'logout' }], false, 'SVOD'],
    ['logout of a viewer on an AUTHVOD site returns to AUTHVOD', [{ type: 'viewerTokenLoaded', token: validToken, now: NOW }, { type: 'logout' }], true, 'AUTHVOD'],
    ['logout without a viewer keeps the model', [{ type: 'logout' }], true, 'AUTHVOD'],
  ])('%s', (_name, events, authvodBase, expected) => {
    expect(run(events, authvodBase)).toBe(expected);
  });

  it('defaults to SVOD without options and returns the same state for ignored events', () => {
    const state = initialViewerAccessModel();
    expect(state).toEqual({ accessModel: 'SVOD', baseAccessModel: 'SVOD', viewer: false });
    expect(nextViewerAccessModel(state, { type: 'logout' })).toBe(state);
    expect(nextViewerAccessModel(state, { type: 'viewerTokenLoaded', token: undefined, now: new Date(NOW) })).toBe(state);
  });
});

describe('viewerTokenFromJwt (001 §7.7 exchange-token answers {token}: the site stores {jwt, sub, provider, access})', () => {
  const viewerJwt = jwt({ sub: 'card-2000', provider: 'city-library', access: 'avod', exp: NOW / 1000 + 60 });
  it.each([
    ['the claims of the viewer jwt', viewerJwt, { jwt: viewerJwt, sub: 'card-2000', provider: 'city-library', access: 'avod' }],
    ['a jwt with a subject only', jwt({ sub: 'v' }), { jwt: jwt({ sub: 'v' }), sub: 'v' }],
    ['a jwt without a subject', jwt({ provider: 'p' }), null],
    ['a blank subject', jwt({ sub: ' ' }), null],
    ['an opaque token', 'opaque', null],
  ])('%s', (_case, token, expected) => {
    expect(viewerTokenFromJwt(token)).toEqual(expected);
  });
});
