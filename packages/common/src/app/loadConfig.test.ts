import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CONFIG_SOURCE_STORAGE_KEY } from '../config/configSource';
import { ConfigInvalidError, ConfigLoadError, NoUsableConfigSourcesError, SettingsInvalidError, SettingsLoadError } from '../config/errors';
import type { ConfigInput } from '../entities/config';
import { silentLogger } from '../services/logger';
import { createMemoryStorage } from '../services/storage';
import { resolveAppConfig, type AppConfig } from './appConfig';
import { loadConfig } from './loadConfig';
import { BOOTSTRAP_RETRY_DELAY_MS, createQueryClient } from './queryClient';

const HOST = 'http://content.test';
const INI = 'defaultConfigSource = demo0001\nadditionalAllowedConfigSources[] = other001\n';
const CONFIG: ConfigInput = { id: 'testsite', siteName: 'Harbour TV', description: 'Films', siteId: 'site0001', content: [], menu: [] };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** Serves `replies` by path on the content host (a number is a status) and counts the calls per path. */
function serve(replies: Record<string, unknown>): Map<string, number> {
  const calls = new Map<string, number>();
  server.use(
    mock.get(`${HOST}/*`, ({ request }) => {
      const { pathname } = new URL(request.url);
      calls.set(pathname, (calls.get(pathname) ?? 0) + 1);
      const reply = replies[pathname];
      if (reply === undefined) return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      if (typeof reply === 'function') return (reply as () => Response)();
      if (typeof reply === 'number') return HttpResponse.json({ message: `status ${reply}` }, { status: reply });
      if (typeof reply === 'string') return HttpResponse.text(reply);
      return HttpResponse.json(reply as object);
    }),
  );
  return calls;
}

function load(options: { appConfig?: AppConfig; search?: string; storage?: ReturnType<typeof createMemoryStorage> } = {}) {
  const storage = options.storage ?? createMemoryStorage();
  const result = loadConfig({
    appConfig: resolveAppConfig(options.appConfig ?? { contentHost: HOST, defaultConfigSource: 'appdflt1' }, 'http://localhost:3000'),
    queryClient: createQueryClient(),
    fetch: (input, init) => fetch(input, init),
    storage,
    search: options.search ?? '',
    logger: silentLogger,
    retryDelayMs: 0,
  });
  return { result, storage };
}

describe('loadConfig (spec 000 §2, §4 "Config source"; 001 §8)', () => {
  it('reads the settings file, loads its default config and validates it', async () => {
    const calls = serve({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': CONFIG });
    const { config, settings, source } = await load().result;
    expect(config.siteName).toBe('Harbour TV');
    expect(source).toBe('demo0001');
    expect(settings.additionalAllowedConfigSources).toEqual(['other001']);
    expect([...calls.keys()]).toEqual(['/.webapp.ini', '/apps/configs/demo0001.json']);
  });

  it('falls back to the app default when the settings file names no default', async () => {
    serve({ '/.webapp.ini': 'additionalAllowedConfigSources[] = other001', '/apps/configs/appdflt1.json': CONFIG });
    expect((await load().result).source).toBe('appdflt1');
  });

  it('uses only the app default without a settings file', async () => {
    const calls = serve({ '/apps/configs/appdflt1.json': CONFIG });
    const { result } = load({ appConfig: { contentHost: HOST, defaultConfigSource: 'appdflt1', settingsUrl: null } });
    expect((await result).source).toBe('appdflt1');
    expect(calls.has('/.webapp.ini')).toBe(false);
  });

  it('loads an allowed app-config source and remembers it', async () => {
    serve({ '/.webapp.ini': INI, '/apps/configs/other001.json': CONFIG });
    const { result, storage } = load({ search: '?app-config=other001' });
    expect((await result).source).toBe('other001');
    expect(storage.getItem(CONFIG_SOURCE_STORAGE_KEY)).toBe('"other001"');
  });

  it('ignores a source that is not allowed and loads the default', async () => {
    serve({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': CONFIG });
    expect((await load({ search: '?app-config=evil0001' }).result).source).toBe('demo0001');
  });

  it('is "No usable config sources" when neither the settings nor the app name a source', async () => {
    serve({ '/.webapp.ini': '; nothing here\n' });
    const error = await load({ appConfig: { contentHost: HOST } }).result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NoUsableConfigSourcesError);
    expect(error).toMatchObject({ title: 'No usable config sources', description: expect.stringMatching(/defaultConfigSource/) });
  });

  it('is "Unable to load .webapp.ini" after one retry', async () => {
    const calls = serve({ '/.webapp.ini': 500 });
    await expect(load().result).rejects.toBeInstanceOf(SettingsLoadError);
    expect(calls.get('/.webapp.ini')).toBe(2);
  });

  it('retries a failed config load once and then succeeds', async () => {
    let attempts = 0;
    serve({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': () => (++attempts === 1 ? new Response('down', { status: 503 }) : Response.json(CONFIG)) });
    expect((await load().result).config.id).toBe('testsite');
    expect(attempts).toBe(2);
  });

  it('is "Failed to load the config" when the config cannot be fetched twice', async () => {
    const calls = serve({ '/.webapp.ini': INI });
    await expect(load().result).rejects.toBeInstanceOf(ConfigLoadError);
    expect(calls.get('/apps/configs/demo0001.json')).toBe(2);
  });

  it('is "No config found" for an invalid config, without a retry', async () => {
    const calls = serve({ '/.webapp.ini': INI, '/apps/configs/demo0001.json': { ...CONFIG, siteId: undefined } });
    const error = await load().result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigInvalidError);
    expect(error).toMatchObject({ title: 'No config found', problems: [{ path: 'siteId', message: 'Required' }] });
    expect(calls.get('/apps/configs/demo0001.json')).toBe(1);
  });

  it('refuses a content API shape the host does not serve, naming it, before loading the config', async () => {
    const calls = serve({ '/.webapp.ini': `${INI}contentApiShape = v3\n`, '/apps/configs/demo0001.json': CONFIG });
    const error = await load().result.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SettingsInvalidError);
    expect(error).toMatchObject({ description: expect.stringContaining('contentApiShape: expected "v2" or "second", received "v3"') });
    expect(calls.has('/apps/configs/demo0001.json')).toBe(false);
  });

  it('waits BOOTSTRAP_RETRY_DELAY_MS (1 s) before its one retry by default', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const calls = serve({ '/.webapp.ini': 500 });
      const result = loadConfig({
        appConfig: resolveAppConfig({ contentHost: HOST }, 'http://localhost:3000'),
        queryClient: createQueryClient(),
        fetch: (input, init) => fetch(input, init),
        storage: createMemoryStorage(),
        search: '',
        logger: silentLogger,
      }).catch((error: unknown) => error);
      // msw answers on real I/O: let it, without moving the (fake) clock.
      const settle = async (count: number) => {
        for (let turn = 0; turn < 200 && calls.get('/.webapp.ini') !== count; turn += 1) await new Promise((resolve) => setImmediate(resolve));
      };
      await settle(1);
      await vi.advanceTimersByTimeAsync(BOOTSTRAP_RETRY_DELAY_MS - 1);
      expect(calls.get('/.webapp.ini')).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      await settle(2);
      expect(calls.get('/.webapp.ini')).toBe(2);
      expect(await result).toBeInstanceOf(SettingsLoadError);
      expect(BOOTSTRAP_RETRY_DELAY_MS).toBe(1000);
    } finally {
      vi.useRealTimers();
    }
  });
});
