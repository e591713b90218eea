import type { ContentRow } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { allRowsEmpty, firstScreenKeys, homeRows, shelfAspectRatio } from './homeRows';

const visitor = (language: string) => ({ language, isLoggedIn: false, hasActiveSubscription: false });
const row = (contentId: string, extra: Partial<ContentRow> = {}): ContentRow => ({ type: 'playlist', contentId, ...extra });

describe('homeRows', () => {
  const content = [row('newmovie'), row('featured', { featured: true }), row('espanol1', { filterTags: 'es' }), row('notinth', { filterTags: '!th' })];

  it('puts the featured row first and keeps the config order of the others', () => {
    expect(homeRows(content, visitor('en')).map(({ row: { contentId } }) => contentId)).toEqual(['featured', 'newmovie', 'notinth']);
  });

  it('shows a row only in the languages its filter allows', () => {
    expect(homeRows(content, visitor('es')).map(({ row: { contentId } }) => contentId)).toEqual(['featured', 'newmovie', 'espanol1', 'notinth']);
    expect(homeRows(content, visitor('th')).map(({ row: { contentId } }) => contentId)).toEqual(['featured', 'newmovie']);
  });

  // 001 §7.9: rows by login and subscription state (custom.audience), per viewer.
  it.each([
    ['a visitor', { isLoggedIn: false, hasActiveSubscription: false }, ['featured', 'everyone', 'signin']],
    ['a signed-in viewer without a subscription', { isLoggedIn: true, hasActiveSubscription: false }, ['featured', 'everyone', 'members', 'subscribe']],
    ['a subscriber', { isLoggedIn: true, hasActiveSubscription: true }, ['featured', 'everyone', 'members', 'plus']],
  ])('shows %s the rows meant for them', (_name, account, expected) => {
    const audienceRows = [
      row('featured', { featured: true }),
      row('everyone'),
      row('signin', { custom: { audience: '!logged_in' } }),
      row('members', { custom: { audience: 'logged_in' } }),
      row('subscribe', { custom: { audience: 'logged_in,!subscribed' } }),
      row('plus', { custom: { audience: 'subscribed' } }),
    ];
    expect(homeRows(audienceRows, { language: 'en', ...account }).map(({ row: { contentId } }) => contentId)).toEqual(expected);
  });

  it('keys rows by their place in the config, whatever the language hides', () => {
    expect(homeRows(content, visitor('en')).map(({ key }) => key)).toEqual(['1:playlist:featured', '0:playlist:newmovie', '3:playlist:notinth']);
  });
});

describe('allRowsEmpty', () => {
  const rows = homeRows([row('a'), row('b')], visitor('en'));

  it('is true only when every row reported empty', () => {
    expect(allRowsEmpty(rows, { '0:playlist:a': true, '1:playlist:b': true })).toBe(true);
    expect(allRowsEmpty(rows, { '0:playlist:a': true })).toBe(false);
    expect(allRowsEmpty(rows, { '0:playlist:a': true, '1:playlist:b': false })).toBe(false);
    expect(allRowsEmpty([], {})).toBe(true);
  });
});

describe('shelfAspectRatio', () => {
  it('uses the card ratio, and the shelf ratio for the featured row when there is one', () => {
    const playlist = { cardImageAspectRatio: '2:3', shelfImageAspectRatio: '2:1' } as const;
    expect(shelfAspectRatio(playlist, false)).toBe('2:3');
    expect(shelfAspectRatio(playlist, true)).toBe('2:1');
    expect(shelfAspectRatio({ cardImageAspectRatio: '2:3' }, true)).toBe('2:3');
    expect(shelfAspectRatio(undefined, false)).toBeUndefined();
  });
});

describe('firstScreenKeys', () => {
  const rows = ['a', 'b', 'c', 'd'].map((key) => ({ key, row: row(key) }));
  it.each<[string, Record<string, boolean>, string[]]>([
    ['the first two rows', {}, ['a', 'b']],
    ['a row known to have items stays', { a: false }, ['a', 'b']],
    ['a row reported empty gives its place to the next', { a: true }, ['b', 'c']],
    ['several empty rows', { a: true, c: true }, ['b', 'd']],
  ])('%s', (_case, empty, expected) => {
    expect([...firstScreenKeys(rows, empty)]).toEqual(expected);
  });
});
