import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContentApiClient } from '../services/content/ContentApiClient';
import { contentApiShapeOf } from './contentApiShape';
import { SettingsInvalidError } from './errors';
import { parseSettings, type Settings } from './settings';

const settingsOf = (ini: string): Settings => {
  const result = parseSettings(`defaultConfigSource = demoavod\n${ini}`);
  if (!result.ok) throw result.error;
  return result.settings;
};

describe('contentApiShapeOf: the shape a deployment selects in .webapp.ini', () => {
  it.each([
    ['no settings file', null, 'v2'],
    ['no key', settingsOf(''), 'v2'],
    ['a blank value', settingsOf('contentApiShape = '), 'v2'],
    ['v2', settingsOf('contentApiShape = v2'), 'v2'],
    ['second at the top of the file', settingsOf('contentApiShape = second'), 'second'],
    ['second in [options]', settingsOf('[options]\ncontentApiShape = second'), 'second'],
    ['[options] over the top of the file', settingsOf('contentApiShape = v2\n[options]\ncontentApiShape = second'), 'second'],
    ['a quoted value with spaces', settingsOf('contentApiShape = " second "'), 'second'],
  ] as const)('%s selects %s', (_case, settings, shape) => {
    expect(contentApiShapeOf(settings)).toBe(shape);
  });

  it.each([
    ['an unknown shape', 'contentApiShape = v3', 'v3'],
    ['another case', 'contentApiShape = Second', 'Second'],
    ['a boolean', 'contentApiShape = yes', 'true'],
    ['a list', 'contentApiShape[] = v2\ncontentApiShape[] = second', 'v2,second'],
  ])('refuses %s with settings_invalid naming the key, the value and the shapes', (_case, ini, written) => {
    const settings = settingsOf(ini);
    expect(() => contentApiShapeOf(settings)).toThrow(SettingsInvalidError);
    expect(() => contentApiShapeOf(settings)).toThrow(
      expect.objectContaining({
        code: 'settings_invalid',
        translationKey: 'error:settings_invalid',
        description: `The settings file (.webapp.ini) is invalid: contentApiShape: expected "v2" or "second", received "${written}"`,
        problems: [{ path: 'contentApiShape', message: `expected "v2" or "second", received "${written}"` }],
      }),
    );
  });
});

describe("a publisher's choice of shape on the wire", () => {
  const HOST = 'https://content.example.test';
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());

  const movie = { mediaid: 'abcd1234', title: 'Big Buck Bunny' };
  const seen: string[] = [];
  const record = (reply: object) => ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    seen.push(`${url.pathname}${url.search} ${request.headers.get('authorization') ?? '-'}`);
    return HttpResponse.json(reply);
  };

  it.each([
    ['', ['/v2/media/abcd1234?token=signed -', '/v2/playlists/srch1234?search=bunny -']],
    ['contentApiShape = second', ['/media/abcd1234?token=signed -', '/search?search_query=bunny&configId=demoavod -']],
  ])('a settings file with "%s" sends media and search to %j', async (ini, requests) => {
    seen.length = 0;
    const playlist = { title: 'x', playlist: [movie] };
    server.use(
      mock.get(`${HOST}/v2/media/abcd1234`, record(playlist)),
      mock.get(`${HOST}/v2/playlists/srch1234`, record(playlist)),
      mock.get(`${HOST}/media/abcd1234`, record(playlist)),
      mock.get(`${HOST}/search`, record(playlist)),
    );
    const client = createContentApiClient({ contentHost: HOST, siteId: 'ottdemo1', configId: 'demoavod', apiShape: contentApiShapeOf(settingsOf(ini)) });
    await client.getMediaById('abcd1234', { token: 'signed' });
    await client.search('bunny', { playlistId: 'srch1234' });
    expect(seen).toEqual(requests);
  });
});
