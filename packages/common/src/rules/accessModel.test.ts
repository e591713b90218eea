import { describe, expect, it } from 'vitest';
import { ACCESS_MODEL, accessModelFromContentProtection, isConfiguredId, selectAccessModel, type AccessModelConfig } from './accessModel';

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

describe('selectAccessModel', () => {
  it.each<[string, AccessModelConfig, 'jwp' | 'cleeng' | null | undefined, string]>([
    ['jwp with an asset id: SVOD', { integrations: { jwp: { assetId: 123456 } } }, 'jwp', 'SVOD'],
    ['jwp with a text asset id', { integrations: { jwp: { assetId: '123456' } } }, 'jwp', 'SVOD'],
    ['jwp without an asset id: AUTHVOD', { integrations: { jwp: {} } }, 'jwp', 'AUTHVOD'],
    ['jwp with a null asset id', { integrations: { jwp: { assetId: null } } }, 'jwp', 'AUTHVOD'],
    ['jwp ignores content protection', { contentProtection: { accessModel: 'free' }, integrations: { jwp: {} } }, 'jwp', 'AUTHVOD'],
    ['cleeng with a monthly offer: SVOD', { integrations: { cleeng: { monthlyOffer: 'S123_NL' } } }, 'cleeng', 'SVOD'],
    ['cleeng with a yearly offer', { integrations: { cleeng: { yearlyOffer: 'S456_NL' } } }, 'cleeng', 'SVOD'],
    ['cleeng with blank offers: AUTHVOD', { integrations: { cleeng: { monthlyOffer: ' ', yearlyOffer: '' } } }, 'cleeng', 'AUTHVOD'],
    ['cleeng without integrations block', {}, 'cleeng', 'AUTHVOD'],
    ['no provider, svod', { contentProtection: { accessModel: 'svod' } }, null, 'SVOD'],
    ['no provider, freeauth', { contentProtection: { accessModel: 'freeauth' } }, undefined, 'AUTHVOD'],
    ['no provider, no protection', { contentProtection: null }, null, 'AVOD'],
  ])('%s', (_name, config, integration, expected) => {
    expect(selectAccessModel(config, integration)).toBe(expected);
  });

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
