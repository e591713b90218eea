import { createHmac, timingSafeEqual } from 'node:crypto';
import type { z } from 'zod';

/** Our tokens are a few hundred characters; anything much longer is not one of ours. */
const MAX_TOKEN_LENGTH = 2048;
const HEADER = { alg: 'HS256', typ: 'JWT' } as const;
const BASE64URL = /^[A-Za-z0-9_-]+$/;
const SIGNATURE_BYTES = 32;

const encode = (value: unknown): string => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

/** The JSON of a base64url part, or undefined when the part is not strict base64url JSON. */
function decodeJson(part: string): unknown {
  if (!BASE64URL.test(part)) return undefined;
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A header we accept: HS256, optionally typed JWT, and nothing else (no `crit`, `kid`, `jku`...). */
function isOurHeader(header: unknown): boolean {
  if (typeof header !== 'object' || header === null || Array.isArray(header)) return false;
  const entries = Object.entries(header);
  return entries.every(([name, value]) => (name === 'alg' && value === HEADER.alg) || (name === 'typ' && value === HEADER.typ)) && (header as { alg?: unknown }).alg === HEADER.alg;
}

/**
 * JWTs of one kind (one key, one claim schema), HS256 (RFC 7519 compact form). Signing and
 * checking are HMACs on the calling thread, not on the thread pool that file reads and password
 * hashing share: a flood of logins cannot delay a token check. Reading accepts HS256 only, so
 * `alg: none`, HS512, RS256 confusion and any change to header or payload are refused; the claims
 * must match the schema; `read` also wants `exp` after now.
 */
export class HmacJwt<Claims extends { exp: number }> {
  constructor(
    private readonly key: Uint8Array,
    private readonly schema: z.ZodType<Claims>,
  ) {}

  sign(claims: Claims): Promise<string> {
    const signingInput = `${encode(HEADER)}.${encode(claims)}`;
    return Promise.resolve(`${signingInput}.${this.#mac(signingInput).toString('base64url')}`);
  }

  /** The claims of a well-signed token of this kind, expired or not; undefined for anything else. */
  readSigned(token: unknown): Promise<Claims | undefined> {
    return Promise.resolve(this.#readSigned(token));
  }

  /** The claims of a well-signed, unexpired token of this kind; undefined for anything else. */
  async read(token: unknown, nowSeconds: number): Promise<Claims | undefined> {
    const claims = this.#readSigned(token);
    return claims !== undefined && claims.exp > nowSeconds ? claims : undefined;
  }

  #readSigned(token: unknown): Claims | undefined {
    if (typeof token !== 'string' || token.length === 0 || token.length > MAX_TOKEN_LENGTH) return undefined;
    const parts = token.split('.');
    if (parts.length !== 3) return undefined;
    const [header, payload, signature] = parts as [string, string, string];
    if (!BASE64URL.test(signature) || !isOurHeader(decodeJson(header))) return undefined;
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== SIGNATURE_BYTES || !timingSafeEqual(given, this.#mac(`${header}.${payload}`))) return undefined;
    const claims = this.schema.safeParse(decodeJson(payload));
    return claims.success ? claims.data : undefined;
  }

  #mac(signingInput: string): Buffer {
    return createHmac('sha256', this.key).update(signingInput, 'ascii').digest();
  }
}
