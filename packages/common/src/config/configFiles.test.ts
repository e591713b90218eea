import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchConfigFile, fetchSettingsText } from './configFiles';
import { ConfigLoadError, SettingsLoadError } from './errors';

const HOST = 'https://content.example.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const throughMsw = { fetch: (input: string, init?: RequestInit) => globalThis.fetch(input, init) };
const failureOf = (run: () => Promise<unknown>) => run().then(() => undefined, (error: unknown) => error as Error & { details: Record<string, unknown> });

describe('fetchConfigFile (001 §5: an 8-character id or a location)', () => {
  it.each([
    ['demoavod', `${HOST}/apps/configs/demoavod.json`],
    ['https://configs.example.test/site.json', 'https://configs.example.test/site.json'],
  ])('fetches the config of source %s from %s', async (source, location) => {
    const config = { siteId: 'ottdemo1', description: 'Demo', content: [], menu: [] };
    let calls = 0;
    server.use(mock.get(location, () => (calls++, HttpResponse.json(config))));
    expect(await fetchConfigFile(source, HOST, throughMsw)).toEqual(config);
    expect(calls).toBe(1);
  });

  it('fetches a config path from the app origin', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() => Promise.resolve(Response.json({})));
    await fetchConfigFile('/config.json', HOST, { fetch: (input, init) => fetch(input, init) });
    expect(fetch.mock.calls[0]?.[0]).toBe('/config.json');
  });

  it.each([
    ['a 404', () => new HttpResponse(null, { status: 404 }), 404],
    ['not JSON', () => new HttpResponse('{oops', { status: 200 }), undefined],
    ['a network failure', () => HttpResponse.error(), undefined],
  ])('raises "Failed to load the config" for %s', async (_label, reply, status) => {
    server.use(mock.get(`${HOST}/apps/configs/demoavod.json`, reply));
    const error = await failureOf(() => fetchConfigFile('demoavod', HOST, throughMsw));
    expect(error).toBeInstanceOf(ConfigLoadError);
    expect(error).toMatchObject({ message: 'Failed to load the config', details: { location: `${HOST}/apps/configs/demoavod.json` } });
    expect(error?.details['status']).toBe(status);
  });
});

describe('fetchSettingsText', () => {
  it('fetches the settings file as plain text', async () => {
    const ini = 'defaultConfigSource = demoavod\n';
    server.use(mock.get(`${HOST}/.webapp.ini`, () => new HttpResponse(ini, { headers: { 'Content-Type': 'text/plain' } })));
    expect(await fetchSettingsText(`${HOST}/.webapp.ini`, throughMsw)).toBe(ini);
  });

  it('raises "Unable to load .webapp.ini" when the settings file is missing', async () => {
    server.use(mock.get(`${HOST}/.webapp.ini`, () => new HttpResponse('Not found', { status: 404 })));
    const error = await failureOf(() => fetchSettingsText(`${HOST}/.webapp.ini`, throughMsw));
    expect(error).toBeInstanceOf(SettingsLoadError);
    expect(error?.message).toBe('Unable to load .webapp.ini');
  });
});
