import { SignJWT, base64url } from 'jose';
import { describe, expect, it } from 'vitest';
import { deriveKey } from './keys';
import { MEDIA_TOKEN_TTL_SECONDS, MediaTokens } from './MediaTokens';

const NOW = Date.parse('2025-03-01T12:00:00Z');
const SECRET = 'a-content-secret-of-at-least-32-characters';
const key = deriveKey(SECRET, 'media-token');
const tokens = new MediaTokens(key);
const claims = { resource: '/v2/media/paid0001', iat: NOW / 1000, exp: NOW / 1000 + 600 };

/** Replaces one part of a compact JWT. */
const withPart = (token: string, index: number, part: string): string => token.split('.').map((value, i) => (i === index ? part : value)).join('.');
const encode = (value: unknown): string => base64url.encode(JSON.stringify(value));

describe('media tokens', () => {
  it('open their own item until they expire, and nothing else', async () => {
    const token = await tokens.sign('paid0001', NOW);
    expect(await tokens.opens(token, 'paid0001', NOW)).toBe(true);
    expect(await tokens.opens(token, 'paid0002', NOW)).toBe(false);
    expect(await tokens.opens(token, 'paid0001', NOW + (MEDIA_TOKEN_TTL_SECONDS - 1) * 1000)).toBe(true);
    expect(await tokens.opens(token, 'paid0001', NOW + MEDIA_TOKEN_TTL_SECONDS * 1000)).toBe(false);
    const header = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()) as Record<string, unknown>;
    const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(header['alg']).toBe('HS256');
    expect(payload).toEqual({ resource: '/v2/media/paid0001', iat: NOW / 1000, exp: NOW / 1000 + MEDIA_TOKEN_TTL_SECONDS });
  });

  it('cannot be forged', async () => {
    const genuine = await tokens.sign('paid0002', NOW);
    const forgeries: Record<string, string> = {
      'another key': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(deriveKey('another-content-secret-of-32-characters', 'media-token')),
      'the account token key': await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(SECRET)),
      'alg none': `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`,
      'HS512 with the right key': await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key),
      'a tampered payload': withPart(genuine, 1, encode({ ...claims, resource: '/v2/media/paid0001' })),
      'a tampered header': withPart(genuine, 0, encode({ alg: 'HS256', typ: 'JWT', kid: 'x' })),
      'no exp': await new SignJWT({ resource: claims.resource }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      'a resource of another shape': await new SignJWT({ ...claims, resource: '/v2/media/paid0001/drm/x' }).setProtectedHeader({ alg: 'HS256' }).sign(key),
      'not a JWT': 'paid0001',
      'far too long': `${genuine}${'a'.repeat(4000)}`,
    };
    for (const [name, forged] of Object.entries(forgeries)) {
      expect(await tokens.opens(forged, 'paid0001', NOW), name).toBe(false);
    }
    expect(await tokens.opens(await new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(key), 'paid0001', NOW)).toBe(true);
  });
});
