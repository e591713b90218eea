import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ConfigLoadError, TranslationsLoadError } from '../config/errors';
import { silentLogger } from '../services/logger';
import { createMemoryStorage } from '../services/storage';
import { createAppRuntime, type AppEnvironment, type AppRuntimeOptions } from './appRuntime';

const HOST = 'http://content.test';
const CONFIG = { id: 'testsite', siteName: 'Harbour TV', description: 'Films', siteId: 'site0001', content: [], menu: [] };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function serveSite(config: unknown = CONFIG): void {
  server.use(
    mock.get(`${HOST}/.webapp.ini`, () => HttpResponse.text('defaultConfigSource = demo0001\n')),
    mock.get(`${HOST}/apps/configs/demo0001.json`, () => (config === 500 ? HttpResponse.text('down', { status: 500 }) : HttpResponse.json(config as object))),
  );
}

const environment = (search = '', storage = createMemoryStorage()): AppEnvironment => ({
  origin: 'http://localhost:3000',
  search,
  browserLanguages: ['fr-FR', 'en'],
  storage,
});

const runtime = (options: Partial<AppRuntimeOptions> = {}) =>
  createAppRuntime({ appConfig: { contentHost: HOST, helpUrl: 'https://help.test' }, environment: environment(), logger: silentLogger, retryDelayMs: 0, ...options });

describe('app runtime', () => {
  it('goes from loading to ready, where the config, the stores and the services live', async () => {
    serveSite();
    const app = runtime();
    const seen: string[] = [];
    app.subscribe(() => seen.push(app.getState().status));
    expect(app.getState()).toEqual({ status: 'loading' });
    const state = await app.start();
    expect(state.status).toBe('ready');
    expect(app.getState()).toBe(state);
    if (state.status !== 'ready') throw new Error('not ready');
    expect(state.app.config.siteName).toBe('Harbour TV');
    expect(state.app.queryClient).toBe(app.queryClient);
    expect(state.app.stores.site.getState()).toMatchObject({ accessModel: 'AVOD', language: 'fr' });
    expect(seen).toEqual(['ready']);
  });

  it('takes ?token= out of the address before the state turns ready (000 §2 "removed by a redirect")', async () => {
    serveSite();
    const shown = ['http://tv.test/?token=library-token'];
    const address = { href: () => shown.at(-1) ?? '', replace: (href: string) => void shown.push(href) };
    const app = runtime({ environment: { ...environment('?token=library-token'), address } });
    let whenReady: string | undefined;
    app.subscribe(() => (whenReady = shown.at(-1)));
    await app.start();
    expect(whenReady).toBe('http://tv.test/');
  });

  it('starts with the settings and config replies the page asked for early, without asking again', async () => {
    serveSite();
    const early = new Map([
      [`${HOST}/.webapp.ini`, Promise.resolve(new Response('defaultConfigSource = demo0001\n'))],
      [`${HOST}/apps/configs/demo0001.json`, Promise.resolve(Response.json({ ...CONFIG, siteName: 'Early TV' }))],
    ]);
    const state = await runtime({ environment: { ...environment(), earlyResponses: early } }).start();
    expect(state.status === 'ready' && state.app.config.siteName).toBe('Early TV');
    expect(early.size).toBe(0);
  });

  it('starts once, however often it is asked (a front end may ask on every mount)', async () => {
    serveSite();
    const app = runtime();
    const [first, second] = await Promise.all([app.start(), app.start()]);
    expect(first).toBe(second);
    expect(await app.start()).toBe(first);
  });

  it('ends in the error state with the failure and the app help link when the config cannot load', async () => {
    serveSite(500);
    const state = await runtime().start();
    expect(state).toMatchObject({ status: 'error', helpLink: 'https://help.test' });
    expect(state.status === 'error' && state.error).toBeInstanceOf(ConfigLoadError);
  });

  it('is "Unable to load translations" when the front end cannot load them', async () => {
    serveSite();
    const loadTranslations = vi.fn(async () => {
      throw new Error('offline');
    });
    const state = await runtime({ loadTranslations }).start();
    expect(state.status === 'error' && state.error).toBeInstanceOf(TranslationsLoadError);
    expect(loadTranslations).toHaveBeenCalledWith('fr');
  });

  it('runs beforeReady with the built services before the state turns ready', async () => {
    serveSite();
    const app = runtime({
      beforeReady: (built) => {
        expect(app.getState().status).toBe('loading');
        built.stores.ui.getState().setFirstScreenLoading(true);
      },
    });
    const state = await app.start();
    expect(state.status === 'ready' && state.app.stores.ui.getState().firstScreenLoading).toBe(true);
  });

  it('detects the language from ?lng= and remembers that explicit choice (spec 000 §1)', () => {
    const storage = createMemoryStorage();
    const app = runtime({ environment: environment('?lng=es', storage) });
    expect(app.language).toBe('es');
    expect(storage.getItem('jwapp.language')).toBe('es');
    expect(runtime({ environment: environment('', storage) }).language).toBe('es');
  });
});
