import { describe, expect, it } from 'vitest';
import { userAreaRedirect } from './userArea';
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
