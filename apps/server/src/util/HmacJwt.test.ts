import { createHmac } from 'node:crypto';
import { compactVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HmacJwt } from './HmacJwt';

const KEY = new TextEncoder().encode('k'.repeat(32));
const schema = z.object({ sub: z.string(), exp: z.number() });
const jwt = new HmacJwt(KEY, schema);
const CLAIMS = { sub: 'user-1', exp: 2_000_000_000 };

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const signed = (header: unknown, payload: unknown, algorithm = 'sha256'): string => {
  const input = `${b64(header)}.${b64(payload)}`;
  return `${input}.${createHmac(algorithm, KEY).update(input).digest('base64url')}`;
};

describe('HmacJwt (HS256 on the calling thread)', () => {
  it('reads what it signs, and speaks standard JWT: jose verifies its tokens and it reads jose\'s', async () => {
    const token = await jwt.sign(CLAIMS);
    expect(await jwt.read(token, 1_000)).toEqual(CLAIMS);
    const verified = await compactVerify(token, KEY, { algorithms: ['HS256'] });
    expect(JSON.parse(new TextDecoder().decode(verified.payload))).toEqual(CLAIMS);
    const fromJose = await new SignJWT(CLAIMS).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(KEY);
    expect(fromJose).toBe(token);
    expect(await jwt.readSigned(fromJose)).toEqual(CLAIMS);
  });

  it('tells expired from valid only in read', async () => {
    const token = await jwt.sign({ sub: 'u', exp: 100 });
    expect(await jwt.read(token, 100)).toBeUndefined();
    expect(await jwt.readSigned(token)).toEqual({ sub: 'u', exp: 100 });
  });

  it.each([
    ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(CLAIMS)}.`],
    ['HS512', () => signed({ alg: 'HS512', typ: 'JWT' }, CLAIMS, 'sha512')],
    ['a header with crit', () => signed({ alg: 'HS256', crit: ['exp'], exp: 1 }, CLAIMS)],
    ['a header with kid', () => signed({ alg: 'HS256', kid: '../../key' }, CLAIMS)],
    ['a header that is an array', () => signed(['HS256'], CLAIMS)],
    ['another key', () => new HmacJwt(new TextEncoder().encode('x'.repeat(32)), schema).sign(CLAIMS)],
    ['claims of another shape', () => signed({ alg: 'HS256' }, { sub: 1, exp: 'never' })],
    ['a payload that is not JSON', () => `${b64({ alg: 'HS256' })}.bm90IGpzb24.${createHmac('sha256', KEY).update(`${b64({ alg: 'HS256' })}.bm90IGpzb24`).digest('base64url')}`],
    ['padding in a part', async () => (await jwt.sign(CLAIMS)).replace(/^([^.]+)/, '$1=')],
    ['four parts', async () => `${await jwt.sign(CLAIMS)}.x`],
    ['a short signature', async () => (await jwt.sign(CLAIMS)).slice(0, -4)],
    ['an empty string', () => ''],
    ['a huge string', () => 'a'.repeat(5000)],
    ['not a string', () => 42],
  ])('refuses %s', async (_name, make) => {
    expect(await jwt.readSigned(await make())).toBeUndefined();
  });

  it('refuses a changed payload under the old signature', async () => {
    const [header, , signature] = (await jwt.sign(CLAIMS)).split('.');
    expect(await jwt.readSigned(`${header}.${b64({ ...CLAIMS, sub: 'admin' })}.${signature}`)).toBeUndefined();
  });
});
