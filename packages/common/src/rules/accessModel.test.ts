import { describe, expect, it } from 'vitest';
import { ACCESS_MODEL, accessModelFromContentProtection, isConfiguredId } from './accessModel';

describe('accessModelFromContentProtection (sites without a provider)', () => {
  it.each([
    ['free', 'AVOD'],
    ['freeauth', 'AUTHVOD'],
    ['authvod', 'AUTHVOD'],
    ['svod', 'SVOD'],
    [' SVOD ', 'SVOD'],
    [undefined, 'AVOD'],
    [null, 'AVOD'],
    ['', 'AVOD'],
    ['premium', 'SVOD'],
  ])('%j -> %s', (value, expected) => {
    expect(accessModelFromContentProtection(value)).toBe(expected);
  });
});

describe('access model helpers', () => {
  it('exports the three access models', () => {
    expect(ACCESS_MODEL).toEqual({ AVOD: 'AVOD', AUTHVOD: 'AUTHVOD', SVOD: 'SVOD' });
  });

  it.each([
    [0, false],
    [-1, false],
    [Number.NaN, false],
    [7, true],
    ['', false],
    ['abc', true],
    [null, false],
  ])('isConfiguredId(%j) is %s', (value, expected) => {
    expect(isConfiguredId(value)).toBe(expected);
  });
});
