import { ConfigInvalidError } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { resolveCustomApiUrl, resolveEntitlementUrl } from './apiUrl';

const withApiUrl = (apiUrl?: string) => ({ integrations: { custom: apiUrl === undefined ? undefined : { apiUrl } } });

describe('resolveCustomApiUrl', () => {
  it.each([
    ['http://127.0.0.1:8080/api', undefined, 'http://127.0.0.1:8080/api'],
    ['https://accounts.example.org/api/', undefined, 'https://accounts.example.org/api'],
    [' HTTPS://accounts.example.org ', undefined, 'HTTPS://accounts.example.org'],
    ['/api', 'http://127.0.0.1:5173/movies?x=1', 'http://127.0.0.1:5173/api'],
    ['api/', 'https://tv.example.org/app/', 'https://tv.example.org/app/api'],
    ['https://accounts.example.org/api', 'http://ignored.test/', 'https://accounts.example.org/api'],
  ])('%s (page %s) -> %s', (apiUrl, base, expected) => {
    expect(resolveCustomApiUrl(withApiUrl(apiUrl), base)).toBe(expected);
  });

  it.each([
    ['missing', undefined, undefined, 'required'],
    ['blank', '  ', undefined, 'required'],
    ['relative outside a browser', '/api', undefined, 'absolute'],
    ['relative against a non-http page', '/api', 'file:///srv/index.html', 'cannot be resolved'],
    ['against an unusable page address', '/api', 'not a url', 'cannot be resolved'],
  ])('%s -> the startup config error naming the setting', (_name, apiUrl, base, problem) => {
    let error: unknown;
    try {
      resolveCustomApiUrl(withApiUrl(apiUrl), base);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigInvalidError);
    expect((error as ConfigInvalidError).problems).toEqual([{ path: 'integrations.custom.apiUrl', message: expect.stringContaining(problem) }]);
    expect((error as ConfigInvalidError).message).toBe('No config found');
  });

  it('uses the page address by default when there is one', () => {
    const scope = globalThis as { location?: unknown };
    const saved = scope.location;
    scope.location = { href: 'https://tv.example.org/series/x' };
    try {
      expect(resolveCustomApiUrl(withApiUrl('/api'))).toBe('https://tv.example.org/api');
    } finally {
      scope.location = saved;
    }
    expect(() => resolveCustomApiUrl(withApiUrl('/api'))).toThrow(ConfigInvalidError);
  });
});

describe('resolveEntitlementUrl', () => {
  const withEntitlementUrl = (entitlementUrl?: string) => ({ integrations: { custom: { apiUrl: '/api', entitlementUrl } } });

  it.each([
    ['/entitlement', 'http://127.0.0.1:8080', 'http://127.0.0.1:8080/entitlement'],
    ['/entitlement', 'https://media.example.org/', 'https://media.example.org/entitlement'],
    ['entitlement', 'https://media.example.org/content', 'https://media.example.org/content/entitlement'],
    ['https://entitlement.example.org/check/', 'http://ignored.test', 'https://entitlement.example.org/check'],
  ])('%s (content host %s) -> %s', (entitlementUrl, contentHost, expected) => {
    expect(resolveEntitlementUrl(withEntitlementUrl(entitlementUrl), contentHost)).toBe(expected);
  });

  it.each([[undefined], ['  ']])('none configured (%j) -> undefined: no entitlement service', (entitlementUrl) => {
    expect(resolveEntitlementUrl(withEntitlementUrl(entitlementUrl), 'http://127.0.0.1:8080')).toBeUndefined();
  });

  it('a relative URL that cannot be resolved is the startup config error naming the setting', () => {
    expect(() => resolveEntitlementUrl(withEntitlementUrl('/entitlement'), 'not a url')).toThrow(ConfigInvalidError);
    try {
      resolveEntitlementUrl(withEntitlementUrl('/entitlement'), 'not a url');
    } catch (error) {
      expect((error as ConfigInvalidError).problems).toEqual([{ path: 'integrations.custom.entitlementUrl', message: expect.stringContaining('cannot be resolved') }]);
    }
  });
});
