import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../test/fixtures';
import { searchSourceOf } from './useSearch';

describe('search source', () => {
  it.each([
    ['the search playlist', { features: { searchPlaylist: 'searchpl' } }, 'v2', { kind: 'playlist', playlistId: 'searchpl' }],
    ['the app-content search when enabled', { features: { searchPlaylist: 'searchpl', appContentSearch: true } }, 'v2', { kind: 'appContent' }],
    ['the app-content search enabled in custom', { features: {}, custom: { appContentSearch: 'true' } }, 'v2', { kind: 'appContent' }],
    ['the second shape’s search', { features: {} }, 'second', { kind: 'second' }],
    ['nothing', { features: {} }, 'v2', undefined],
  ] as const)('uses %s', (_case, overrides, shape, source) => {
    expect(searchSourceOf(createTestConfig(overrides), shape)).toEqual(source);
  });
});
