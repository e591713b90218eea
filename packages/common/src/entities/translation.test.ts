import { describe, expect, it } from 'vitest';
import { mediaItemSchema } from './media';
import { playlistSchema } from './playlist';
import { getTranslatedField, localizeMediaItem, localizePlaylist, translatedFieldKey } from './translation';

const item = mediaItemSchema.parse({
  mediaid: 'm1',
  title: 'Hello',
  description: 'English text',
  'title-es': 'Hola',
  'description-de': 'Deutscher Text',
  'title-nl': '',
  'description-nl': null,
});

describe('getTranslatedField', () => {
  it.each([
    ['es title', 'title', 'es', 'Hola'],
    ['de description', 'description', 'de', 'Deutscher Text'],
    ['no es description: untranslated', 'description', 'es', 'English text'],
    ['empty nl title: untranslated', 'title', 'nl', 'Hello'],
    ['null nl description: untranslated', 'description', 'nl', 'English text'],
    ['no language', 'title', undefined, 'Hello'],
    ['unsupported language', 'title', 'fr', 'Hello'],
  ] as const)('%s', (_name, field, language, expected) => {
    expect(getTranslatedField(item, field, language)).toBe(expected);
  });

  it('names translation keys field-language', () => {
    expect(translatedFieldKey('title', 'es')).toBe('title-es');
  });
});

describe('localizeMediaItem', () => {
  it('returns a copy with translated fields and leaves the original untouched', () => {
    const spanish = localizeMediaItem(item, 'es');
    expect(spanish.title).toBe('Hola');
    expect(spanish.description).toBe('English text');
    expect(spanish['title-es']).toBe('Hola');
    expect(item.title).toBe('Hello');
  });

  it('ignores empty translations and other languages', () => {
    expect(localizeMediaItem(item, 'nl')).toEqual(item);
    expect(localizeMediaItem(item, 'de').title).toBe('Hello');
  });

  it('returns the item itself without a language', () => {
    expect(localizeMediaItem(item, undefined)).toBe(item);
  });
});

describe('localizePlaylist', () => {
  const playlist = playlistSchema.parse({
    feedid: 'p1',
    title: 'Films',
    'title-es': 'Películas',
    playlist: [item, { mediaid: 'm2', title: 'Two', 'title-es': 'Dos' }],
  });

  it('translates the playlist and every item in it', () => {
    const spanish = localizePlaylist(playlist, 'es');
    expect(spanish.title).toBe('Películas');
    expect(spanish.playlist.map((entry) => entry.title)).toEqual(['Hola', 'Dos']);
    expect(playlist.playlist[0]?.title).toBe('Hello');
  });

  it('returns the playlist itself without a language', () => {
    expect(localizePlaylist(playlist, '')).toBe(playlist);
  });
});
