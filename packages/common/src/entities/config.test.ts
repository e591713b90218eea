import { describe, expect, it } from 'vitest';
import { configSchema, DEFAULT_SITE_NAME, isAppContentSearchEnabled } from './config';

const minimal = { description: 'A site', siteId: 'site0001', content: [], menu: [] };

/** The config rules are tested table by table in config/parseConfig.test.ts; here: the defaults. */
describe('configSchema defaults', () => {
  it('fills containers and the site name', () => {
    const config = configSchema.parse(minimal);
    expect(config.siteName).toBe(DEFAULT_SITE_NAME);
    expect([config.assets, config.styling, config.features, config.integrations, config.custom]).toEqual([{}, {}, {}, {}, {}]);
  });

  it.each([[null], [''], ['  ']])('uses the default site name for %j', (siteName) => {
    expect(configSchema.parse({ ...minimal, siteName }).siteName).toBe(DEFAULT_SITE_NAME);
  });

  it('uses sandbox hosts unless told otherwise', () => {
    const config = configSchema.parse({ ...minimal, integrations: { cleeng: { id: 123 }, jwp: { clientId: 'c', useSandbox: false } } });
    expect(config.integrations.cleeng).toEqual({ id: '123', useSandbox: true });
    expect(config.integrations.jwp?.useSandbox).toBe(false);
  });

  it.each([
    [{}, {}, false],
    [{ appContentSearch: true }, {}, true],
    [{ appContentSearch: 'false' }, {}, false],
    [{}, { appContentSearch: 'true' }, true],
  ])('app-content search with features %j and custom %j: %s', (features, custom, enabled) => {
    expect(isAppContentSearchEnabled(configSchema.parse({ ...minimal, features, custom }))).toBe(enabled);
  });
});

describe('custom.externalProviders (000 §3 External provider: name, url, icon)', () => {
  const library = { name: 'City Library', url: 'https://library.example/login', icon: 'https://library.example/icon.svg' };
  it.each([
    ['no list', undefined, true, undefined],
    ['a null list', null, true, undefined],
    ['an empty list', [], true, []],
    ['a provider with an icon', [library], true, [library]],
    ['a provider without an icon', [{ name: 'Archive', url: 'https://archive.example/in' }], true, [{ name: 'Archive', url: 'https://archive.example/in' }]],
    ['a provider without a url', [{ name: 'Archive' }], false, undefined],
    ['a list that is not a list', 'City Library', false, undefined],
  ])('%s: valid %s', (_case, externalProviders, valid, expected) => {
    const parsed = configSchema.safeParse({ ...minimal, custom: { externalProviders } });
    expect(parsed.success).toBe(valid);
    if (parsed.success) expect(parsed.data.custom.externalProviders).toEqual(expected);
  });
});
