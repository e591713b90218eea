import type { AccessModel, AuthStatus } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { userAreaPage, userAreaTarget } from './userAreaTarget';

describe('userAreaTarget (spec 000 §2 user area)', () => {
  it.each<[string, AuthStatus, AccessModel, boolean, ReturnType<typeof userAreaTarget>]>([
    ['/u/favorites', 'loading', 'AUTHVOD', true, { type: 'loading' }],
    ['/u/whatever', 'loading', 'AVOD', true, { type: 'loading' }],
    ['/u/favorites', 'logged-out', 'AUTHVOD', true, { type: 'redirect', to: '/' }],
    ['/u/my-account', 'logged-out', 'SVOD', true, { type: 'redirect', to: '/' }],
    ['/u/my-account', 'logged-in', 'AVOD', true, { type: 'redirect', to: '/' }],
    ['/u', 'logged-in', 'AUTHVOD', true, { type: 'redirect', to: '/u/my-account' }],
    ['/u/', 'logged-in', 'AUTHVOD', true, { type: 'redirect', to: '/u/my-account' }],
    ['/u/settings', 'logged-in', 'AUTHVOD', true, { type: 'redirect', to: '/u/my-account' }],
    ['/u/favorites/extra', 'logged-in', 'AUTHVOD', true, { type: 'redirect', to: '/u/my-account' }],
    ['/u/payments', 'logged-in', 'AUTHVOD', true, { type: 'redirect', to: '/u/my-account' }],
    ['/u/payments', 'logged-in', 'SVOD', true, { type: 'redirect', to: '/u/my-account' }],
    ['/u/favorites', 'logged-in', 'AUTHVOD', false, { type: 'redirect', to: '/u/my-account' }],
    ['/u/favorites', 'logged-in', 'AUTHVOD', true, { type: 'show' }],
    ['/u/favorites/', 'logged-in', 'AUTHVOD', true, { type: 'show' }],
    ['/u/my-account', 'logged-in', 'AUTHVOD', false, { type: 'show' }],
    ['/u/my-account', 'logged-in', 'SVOD', true, { type: 'show' }],
  ])('%s, %s, %s, favorites feature %s -> %o', (pathname, authStatus, accessModel, favoritesEnabled, expected) => {
    expect(userAreaTarget({ pathname, authStatus, accessModel, favoritesEnabled })).toEqual(expected);
  });

  it.each([
    ['/u', undefined],
    ['/u/', undefined],
    ['/u/favorites', 'favorites'],
    ['/u/favorites//', 'favorites'],
    ['/u/a/b', 'a/b'],
  ])('the page of %s is %s', (pathname, page) => {
    expect(userAreaPage(pathname)).toBe(page);
  });
});
