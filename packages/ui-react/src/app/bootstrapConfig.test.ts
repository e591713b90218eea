import {
  CONFIG_SOURCE_STORAGE_KEY,
  ConfigInvalidError,
  ConfigLoadError,
  MultipleIntegrationsError,
  NoUsableConfigSourcesError,
  SettingsLoadError,
  createMemoryStorage,
  silentLogger,
} from '@ott/common';
import { describe, expect, it } from 'vitest';
import { CONFIG_INPUT } from '../test/fixtures';
import { callsTo, createFetchStub, type StubReply } from '../test/fetchStub';
import { resolveAppConfig, type AppConfig } from './appConfig';
import { bootstrapConfig } from './bootstrapConfig';

const HOST = 'http://content.test';
const INI = 'defaultConfigSource = demo0001\nadditionalAllowedConfigSources[] = other001\n';

function run(replies: Record<string, StubReply>, options: { appConfig?: AppConfig; search?: string; storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const fetch = createFetchStub(replies);
  const sleeps: number[] = [];
  const storage = options.storage ?? createMemoryStorage();
  const result = bootstrapConfig({
    appConfig: resolveAppConfig(options.appConfig ?? { contentHost: HOST, defaultConfigSource: 'appdflt1' }, 'http://localhost:3000'),
    fetch,
    storage,
    search: options.search ?? '',
    logger: silentLogger,
    sleep: async (ms) => void sleeps.push(ms),
  });
  return { result, fetch, sleeps, storage };
}

describe('bootstrapConfig', () => {
  it('reads the settings file, loads its default config and validates it', async () => {
    const { result, fetch } = run({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': CONFIG_INPUT });
    const { config, settings, source } = await result;
    expect(config.siteName).toBe('Harbour TV');
    expect(source).toBe('demo0001');
    expect(settings.additionalAllowedConfigSources).toEqual(['other001']);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([`${HOST}/.webapp.ini`, `${HOST}/apps/configs/demo0001.json`]);
  });

  it('falls back to the app default when the settings file names no default', async () => {
    const { result } = run({ '/.webapp.ini': 'additionalAllowedConfigSources[] = other001', '/apps/configs/appdflt1.json': CONFIG_INPUT });
    expect((await result).source).toBe('appdflt1');
  });

  it('uses only the app default without a settings file', async () => {
    const { result, fetch } = run({ '/apps/configs/appdflt1.json': CONFIG_INPUT }, { appConfig: { contentHost: HOST, defaultConfigSource: 'appdflt1', settingsUrl: null } });
    expect((await result).source).toBe('appdflt1');
    expect(callsTo(fetch, '/.webapp.ini')).toBe(0);
  });

  it('loads an allowed app-config source and remembers it', async () => {
    const { result, storage } = run({ '/.webapp.ini': INI, '/apps/configs/other001.json': CONFIG_INPUT }, { search: '?app-config=other001' });
    expect((await result).source).toBe('other001');
    expect(storage.getItem(CONFIG_SOURCE_STORAGE_KEY)).toBe('"other001"');
  });

  it('ignores a source that is not allowed and loads the default', async () => {
    const { result } = run({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': CONFIG_INPUT }, { search: '?app-config=evil0001' });
    expect((await result).source).toBe('demo0001');
  });

  it('is "No usable config sources" when neither the settings nor the app name a source', async () => {
    const { result } = run({ '/.webapp.ini': '; nothing here\n' }, { appConfig: { contentHost: HOST } });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoUsableConfigSourcesError);
    expect((error as NoUsableConfigSourcesError).title).toBe('No usable config sources');
    expect((error as NoUsableConfigSourcesError).description).toMatch(/defaultConfigSource/);
  });

  it('is "Unable to load .webapp.ini" after one retry', async () => {
    const { result, fetch, sleeps } = run({ '/.webapp.ini': 500 });
    await expect(result).rejects.toBeInstanceOf(SettingsLoadError);
    expect(callsTo(fetch, '/.webapp.ini')).toBe(2);
    expect(sleeps).toEqual([1000]);
  });

  it('retries a failed config load once and then succeeds', async () => {
    let calls = 0;
    const { result } = run({
      '/.webapp.ini': INI,
      '/apps/configs/demo0001.json': () => (++calls === 1 ? new Response('down', { status: 503 }) : Response.json(CONFIG_INPUT)),
    });
    expect((await result).config.id).toBe('testsite');
    expect(calls).toBe(2);
  });

  it('is "Failed to load the config" when the config cannot be fetched twice', async () => {
    const { result, fetch } = run({ '/.webapp.ini': INI });
    await expect(result).rejects.toBeInstanceOf(ConfigLoadError);
    expect(callsTo(fetch, '/apps/configs/demo0001.json')).toBe(2);
  });

  it('is "No config found" for an invalid config, without a retry', async () => {
    const { result, fetch } = run({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': { ...CONFIG_INPUT, siteId: undefined } });
    const error = await result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigInvalidError);
    expect((error as ConfigInvalidError).title).toBe('No config found');
    expect((error as ConfigInvalidError).problems).toEqual([{ path: 'siteId', message: 'Required' }]);
    expect(callsTo(fetch, '/apps/configs/demo0001.json')).toBe(1);
  });

  it('refuses a config that enables two integrations', async () => {
    const config = { ...CONFIG_INPUT, integrations: { cleeng: { id: '1' }, jwp: { clientId: 'c' } } };
    const { result } = run({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': config });
    await expect(result).rejects.toBeInstanceOf(MultipleIntegrationsError);
  });
});
