import { describe, expect, it } from 'vitest';
import type { AuthStatus } from '../../stores/accountSelectors';
import type { AccessModel } from '../accessModel';
import { userAreaPage, userAreaRedirect, userAreaTarget } from './userArea';
import type { UserAreaInput } from './userArea';

describe('userAreaRedirect (spec 000 §2)', () => {
  it.each<[string, UserAreaInput, string | undefined]>([
    ['visitor', { page: 'my-account', isLoggedIn: false, accessModel: 'SVOD' }, '/'],
    ['AVOD site', { page: 'my-account', isLoggedIn: true, accessModel: 'AVOD' }, '/'],
    ['AVOD payments', { page: 'payments', isLoggedIn: true, accessModel: 'AVOD' }, '/'],
    ['bare /u', { page: undefined, isLoggedIn: true, accessModel: 'SVOD' }, '/u/my-account'],
    ['unknown sub-path', { page: 'settings', isLoggedIn: true, accessModel: 'AUTHVOD' }, '/u/my-account'],
    ['my-account', { page: 'my-account', isLoggedIn: true, accessModel: 'AUTHVOD' }, undefined],
    ['favorites', { page: 'favorites', isLoggedIn: true, accessModel: 'SVOD' }, undefined],
    ['favorites without the feature', { page: 'favorites', isLoggedIn: true, accessModel: 'SVOD', favoritesEnabled: false }, '/u/my-account'],
    ['payments under SVOD', { page: 'payments', isLoggedIn: true, accessModel: 'SVOD' }, undefined],
    ['payments under AUTHVOD', { page: 'payments', isLoggedIn: true, accessModel: 'AUTHVOD' }, '/u/my-account'],
  ])('%s', (_name, input, expected) => {
    expect(userAreaRedirect(input)).toBe(expected);
  });
});

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

  it.each<[AccessModel, boolean, ReturnType<typeof userAreaTarget>]>([
    ['SVOD', true, { type: 'show' }],
    ['SVOD', false, { type: 'redirect', to: '/u/my-account' }],
    ['AUTHVOD', true, { type: 'redirect', to: '/u/my-account' }],
    ['AVOD', true, { type: 'redirect', to: '/' }],
  ])('/u/payments under %s, payments enabled %s -> %o', (accessModel, paymentsEnabled, expected) => {
    expect(userAreaTarget({ pathname: '/u/payments', authStatus: 'logged-in', accessModel, favoritesEnabled: true, paymentsEnabled })).toEqual(expected);
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
