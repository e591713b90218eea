import { describe, expect, it } from 'vitest';
import { accessTokensSchema, authTokensSchema, entitledPlanSchema, viewerTokenSchema } from './auth';
import { languageSchema } from './language';

describe('authTokensSchema', () => {
  it.each([
    ['token only', { token: 't' }, true],
    ['all fields', { token: 't', refreshToken: 'r', expires: 1_700_000_000_000 }, true],
    ['null refresh token', { token: 't', refreshToken: null }, true],
    ['empty token', { token: '' }, false],
    ['no token', { refreshToken: 'r' }, false],
  ])('%s is valid: %s', (_name, tokens, valid) => {
    expect(authTokensSchema.safeParse(tokens).success).toBe(valid);
  });
});

describe('accessTokensSchema', () => {
  it('needs passport, refresh token and expiry', () => {
    expect(accessTokensSchema.safeParse({ passport: 'p', refreshToken: 'r', expires: 1 }).success).toBe(true);
    expect(accessTokensSchema.safeParse({ passport: 'p', refreshToken: 'r' }).success).toBe(false);
  });
});

describe('viewerTokenSchema', () => {
  it('needs the jwt and keeps the claims', () => {
    expect(viewerTokenSchema.parse({ jwt: 'a.b.c', sub: 'viewer', provider: 'partner', access: ['plan1'], iat: 1 })).toMatchObject({
      sub: 'viewer',
      access: ['plan1'],
      iat: 1,
    });
    expect(viewerTokenSchema.safeParse({ sub: 'viewer' }).success).toBe(false);
  });
});

describe('entitledPlanSchema', () => {
  it('reads the access model from the metadata', () => {
    expect(entitledPlanSchema.parse({ id: 'plan1', metadata: { access_model: 'svod', name: 'x' } }).metadata.access_model).toBe('svod');
  });
});

describe('languageSchema', () => {
  it('needs a code and a display name', () => {
    expect(languageSchema.parse({ code: 'es', displayName: 'Español' })).toEqual({ code: 'es', displayName: 'Español' });
    expect(languageSchema.safeParse({ code: 'es' }).success).toBe(false);
  });
});
