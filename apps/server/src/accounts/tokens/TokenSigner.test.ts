import { createHmac, generateKeyPairSync } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from './TokenSigner';

const SECRET = 's'.repeat(40);
const NOW = 1_900_000_000;
const CLAIMS = { sub: 'user-1', sid: 'session-1', iat: NOW, exp: NOW + 3600 };

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A compact JWS with any header, HMAC-signed with the given hash (or unsigned). */
function craft(header: Record<string, unknown>, payload: unknown, hash?: 'sha256' | 'sha512', secret = SECRET): string {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${hash ? createHmac(hash, secret).update(input).digest('base64url') : ''}`;
}

describe('tokens', () => {
  const signer = new TokenSigner(SECRET);

  it('signs HS256 JWTs with sub, sid, iat and exp, and reads them back', async () => {
    const token = await signer.sign(CLAIMS);
    const [header, payload] = token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()) as Record<string, unknown>);
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual(CLAIMS);
    expect(await signer.read(token, NOW)).toEqual({ claims: CLAIMS, expired: false });
  });

  it('reports expiry against the given time (exp itself is expired)', async () => {
    const token = await signer.sign(CLAIMS);
    expect((await signer.read(token, NOW + 3599))?.expired).toBe(false);
    expect((await signer.read(token, NOW + 3600))?.expired).toBe(true);
  });

  it('accepts its own hand-made HS256 token (the crafting below is faithful)', async () => {
    expect((await signer.read(craft({ alg: 'HS256', typ: 'JWT' }, CLAIMS, 'sha256'), NOW))?.claims).toEqual(CLAIMS);
  });

  it.each([
    ['alg none, no signature', () => craft({ alg: 'none', typ: 'JWT' }, CLAIMS)],
    ['alg none with a signature', () => craft({ alg: 'none' }, CLAIMS, 'sha256')],
    ['HS512 with the right secret', () => craft({ alg: 'HS512', typ: 'JWT' }, CLAIMS, 'sha512')],
    ['HS256 with another secret', () => craft({ alg: 'HS256' }, CLAIMS, 'sha256', 'another secret of forty characters......')],
    ['a header claiming HS256 over an HS512 signature', () => craft({ alg: 'HS256' }, CLAIMS, 'sha512')],
    ['a changed payload', () => craft({ alg: 'HS256' }, CLAIMS, 'sha256').replace(/\.[^.]+\./, `.${b64({ ...CLAIMS, sub: 'user-2' })}.`)],
    ['claims of the wrong types', () => craft({ alg: 'HS256' }, { ...CLAIMS, exp: '2030' }, 'sha256')],
    ['no session id', () => craft({ alg: 'HS256' }, { sub: 'user-1', iat: NOW, exp: NOW + 60 }, 'sha256')],
    ['a payload that is not JSON', () => `${b64({ alg: 'HS256' })}.${Buffer.from('not json').toString('base64url')}.x`],
    ['garbage', () => 'not.a.token'],
    ['an empty string', () => ''],
    ['an oversized token', () => `${'a'.repeat(3000)}.b.c`],
  ])('refuses %s', async (_label, make) => {
    expect(await signer.read(make(), NOW)).toBeUndefined();
  });

  it('refuses RS256 tokens, even signed by a real key', async () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const token = await new SignJWT({ sid: CLAIMS.sid }).setProtectedHeader({ alg: 'RS256' }).setSubject(CLAIMS.sub).setIssuedAt(NOW).setExpirationTime(NOW + 60).sign(privateKey);
    expect(await signer.read(token, NOW)).toBeUndefined();
  });
});
