import { describe, expect, it } from 'vitest';
import { configSchema, type ConfigInput } from '../entities/config';
import { searchSourceOf } from './searchSource';

const createConfig = (overrides: Pick<ConfigInput, 'features' | 'custom'>) =>
  configSchema.parse({ description: 'A video site', siteId: 'site0001', content: [], menu: [], ...overrides });

describe('search source', () => {
  it.each([
    ['the search playlist', { features: { searchPlaylist: 'searchpl' } }, 'v2', { kind: 'playlist', playlistId: 'searchpl' }],
    ['the app-content search when enabled', { features: { searchPlaylist: 'searchpl', appContentSearch: true } }, 'v2', { kind: 'appContent' }],
    ['the app-content search enabled in custom', { features: {}, custom: { appContentSearch: 'true' } }, 'v2', { kind: 'appContent' }],
    ['the second shape’s search route', { features: {} }, 'second', { kind: 'route' }],
    ['the second shape’s search route over a search playlist', { features: { searchPlaylist: 'searchpl', appContentSearch: true } }, 'second', { kind: 'route' }],
    ['nothing', { features: {} }, 'v2', undefined],
  ] as const)('uses %s', (_case, overrides, shape, source) => {
    expect(searchSourceOf(createConfig(overrides), shape)).toEqual(source);
  });
});
