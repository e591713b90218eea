import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VIEWER_TOKEN_TTL_SECONDS, ViewerTokens } from './ViewerTokens';

const SECRET = 's'.repeat(40);
const NOW = Date.parse('2025-03-01T12:00:00Z');
const tokens = new ViewerTokens(SECRET);
const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('viewer tokens', () => {
  it('carry sub, provider and avod access for a day', async () => {
    const token = await tokens.sign({ sub: 'card-1', provider: 'library' }, NOW);
    expect(await tokens.read(token, NOW)).toEqual({ sub: 'card-1', provider: 'library', access: 'avod', iat: NOW / 1000, exp: NOW / 1000 + VIEWER_TOKEN_TTL_SECONDS });
    expect(await tokens.read(token, NOW + VIEWER_TOKEN_TTL_SECONDS * 1000)).toBeUndefined();
  });

  it('refuse forgeries: another secret, alg none, a changed payload, a token of another kind', async () => {
    const token = await tokens.sign({ sub: 'card-1', provider: 'library' }, NOW);
    const [header, payload] = token.split('.') as [string, string, string];
    expect(await new ViewerTokens('t'.repeat(40)).read(token, NOW)).toBeUndefined();
    expect(await tokens.read(`${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`, NOW)).toBeUndefined();
    const richer = b64({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), access: 'svod' });
    expect(await tokens.read(`${header}.${richer}.${token.split('.')[2]}`, NOW)).toBeUndefined();
    // Signed with the raw secret rather than the viewer-token key (e.g. an account token): refused.
    const input = `${header}.${payload}`;
    expect(await tokens.read(`${input}.${createHmac('sha256', SECRET).update(input).digest('base64url')}`, NOW)).toBeUndefined();
  });
});
