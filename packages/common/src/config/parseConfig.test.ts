import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_NAME } from '../entities/config';
import { ConfigInvalidError, MissingConfigError } from './errors';
import { formatIssuePath, parseConfig, type ParseConfigResult } from './parseConfig';

const minimal = { description: 'A video site', siteId: 'site0001', content: [], menu: [] };

const full = {
  id: 'abcd1234',
  siteName: 'Blender Films',
  description: 'Open movies',
  siteId: 'site0001',
  player: 'player01',
  analyticsToken: 'token',
  adConfig: 'adcfg001',
  adSchedule: 'sched001',
  adScheduleUrls: { json: 'https://ads/s.json', xml: 'https://ads/s.xml' },
  adDeliveryMethod: 'ssai',
  assets: { banner: 'https://img/banner.png' },
  content: [
    { contentId: 'feed0001', type: 'playlist', featured: true, title: 'Featured', backgroundColor: '#000', filterTags: 'en,!fr' },
    { type: 'continue_watching', title: 'Continue' },
    { type: 'favorites' },
    { contentId: 'list0001', type: 'content_list', custom: { layout: 'grid' } },
  ],
  menu: [
    { label: 'Home', contentId: 'feed0001', type: 'playlist' },
    { label: 'Lists', contentId: 'list0001', type: 'content_list', filterTags: 'en' },
    { label: 'About', contentId: 'abcd0001', type: 'media', custom: { language: 'en' } },
  ],
  styling: { backgroundColor: '#101010', highlightColor: '#ff0000', headerBackground: '#000', footerText: '© Blender | [Site](https://x)' },
  features: { recommendationsPlaylist: 'rec00001', searchPlaylist: 'srch0001', continueWatchingList: 'cw000001', favoritesList: 'fav00001' },
  integrations: { cleeng: { id: '199302190', monthlyOffer: 'S1_NL', yearlyOffer: 'S2_NL', useSandbox: true } },
  custom: { inlinePlayer: 'true', anything: { nested: 1 } },
  contentProtection: { accessModel: 'svod', drm: { defaultPolicyId: 'policy01' } },
};

function problemsOf(result: ParseConfigResult) {
  if (result.ok) throw new Error('expected a failure');
  return (result.error as ConfigInvalidError).problems;
}

describe('parseConfig: valid configs', () => {
  it('loads a minimal config with defaults', () => {
    const result = parseConfig(minimal);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({ ...minimal, siteName: DEFAULT_SITE_NAME, assets: {}, integrations: {} });
  });

  it('loads a full config and keeps every value', () => {
    const result = parseConfig(full);
    if (!result.ok) throw result.error;
    expect(result.config).toMatchObject(full);
    expect(result.config.custom['anything']).toEqual({ nested: 1 });
  });

  it('loads a config with a null banner', () => {
    const result = parseConfig({ ...minimal, assets: { banner: null } });
    expect(result.ok && result.config.assets.banner).toBeUndefined();
    expect(result.ok).toBe(true);
  });

  it.each(
    Object.keys(full)
      .filter((key) => !['description', 'siteId', 'content', 'menu'].includes(key))
      .map((key) => [key]),
  )('loads a config whose optional %s is null', (key) => {
    expect(parseConfig({ ...full, [key]: null }).ok).toBe(true);
  });

  it('drops unknown top-level keys instead of failing', () => {
    const result = parseConfig({ ...minimal, someFutureKey: 1 });
    expect(result.ok && 'someFutureKey' in result.config).toBe(false);
  });
});

describe('parseConfig: every rule of spec §5', () => {
  it.each([
    ['description', 'description'],
    ['siteId', 'siteId'],
    ['content', 'content'],
    ['menu', 'menu'],
  ])('requires %s', (field, path) => {
    const config: Record<string, unknown> = { ...minimal };
    delete config[field];
    expect(problemsOf(parseConfig(config))).toEqual([{ path, message: 'Required' }]);
  });

  it.each([
    ['description is a number', { description: 3 }, 'description', 'Expected string, received number'],
    ['content is an object', { content: {} }, 'content', 'Expected array, received object'],
    ['menu is null', { menu: null }, 'menu', 'Expected array, received null'],
    ['a content row without type', { content: [{ contentId: 'feed0001' }] }, 'content.0.type', 'Required'],
    ['a content row of unknown type', { content: [{ type: 'playlist' }, { type: 'favorites' }, { type: 'shelf' }] }, 'content.2.type', expect.stringContaining('continue_watching')],
    ['a menu item without label', { menu: [{ contentId: 'feed0001' }] }, 'menu.0.label', 'Required'],
    ['a menu item without contentId', { menu: [{ label: 'Home' }] }, 'menu.0.contentId', 'Required'],
    ['a menu item of unknown type', { menu: [{ label: 'Home', contentId: 'x', type: 'page' }] }, 'menu.0.type', expect.stringContaining('content_list')],
    ['a bad adDeliveryMethod', { adDeliveryMethod: 'vast' }, 'adDeliveryMethod', expect.stringContaining('ssai')],
    ['a bad accessModel', { contentProtection: { accessModel: 'avod' } }, 'contentProtection.accessModel', expect.stringContaining('freeauth')],
    ['a non-boolean useSandbox', { integrations: { jwp: { clientId: 'c', useSandbox: 'yes' } } }, 'integrations.jwp.useSandbox', expect.any(String)],
  ])('rejects %s', (_name, change, path, message) => {
    expect(problemsOf(parseConfig({ ...minimal, ...change }))).toEqual([{ path, message }]);
  });

  it.each([['free'], ['freeauth'], ['authvod'], ['svod']])('accepts the access model %s', (accessModel) => {
    expect(parseConfig({ ...minimal, contentProtection: { accessModel } }).ok).toBe(true);
  });

  it.each([['csai'], ['ssai']])('accepts the ad delivery method %s', (adDeliveryMethod) => {
    expect(parseConfig({ ...minimal, adDeliveryMethod }).ok).toBe(true);
  });

  it('reports several problems together, each with its path', () => {
    const result = parseConfig({
      siteId: 7,
      content: [{ type: 'playlist' }, { type: 'bad' }],
      menu: [{ label: 'Home', contentId: 'a' }, { contentId: 'b' }],
      adDeliveryMethod: 'x',
      contentProtection: { accessModel: 'y' },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(ConfigInvalidError);
    expect(result.error.message).toBe('No config found');
    expect(problemsOf(result).map((problem) => problem.path)).toEqual([
      'description',
      'siteId',
      'adDeliveryMethod',
      'content.1.type',
      'menu.1.label',
      'contentProtection.accessModel',
    ]);
  });
});

describe('parseConfig: other inputs', () => {
  it.each([[undefined], [null]])('treats %s as a missing config (settings_invalid)', (input) => {
    const result = parseConfig(input);
    expect(!result.ok && result.error).toBeInstanceOf(MissingConfigError);
    expect(!result.ok && result.error.translationKey).toBe('error:settings_invalid');
  });

  it.each([['a string'], [42], [[]], [true]])('rejects %j as a whole at the root', (input) => {
    const problems = problemsOf(parseConfig(input));
    expect(problems).toHaveLength(1);
    expect(problems[0]?.path).toBe('');
  });

  it('leaves the one-integration rule to selectIntegration, which knows the app\'s integration modules', () => {
    expect(parseConfig({ ...minimal, integrations: { cleeng: { id: '1' }, jwp: { clientId: 'c' } } }).ok).toBe(true);
  });

  it('does not throw on an input whose getters throw', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
        getOwnPropertyDescriptor() {
          throw new Error('boom');
        },
      },
    );
    const result = parseConfig(hostile);
    expect(result.ok).toBe(false);
  });
});

describe('formatIssuePath', () => {
  it.each([
    [['content', 2, 'type'], 'content.2.type'],
    [[], ''],
  ])('%j -> %s', (path, expected) => {
    expect(formatIssuePath(path)).toBe(expected);
  });
});
