import { createHmac, timingSafeEqual } from 'node:crypto';
import { singleParam, type Query } from '../http/params';

/** The path families a signature opens: item-bound VOD files, or an item's live playlists and segments. */
export type HlsFamily = 'vod' | 'live';

/** Outcome of checking a request's signature. */
export type SignatureCheck = 'valid' | 'missing' | 'invalid';

/** Signatures are 32 bytes of HMAC in base64url: 43 characters. */
const SIG_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const EXP_PATTERN = /^\d{1,12}$/;

/**
 * The query signature of protected HLS: `exp=<epoch s>&sig=<base64url HMAC-SHA256>` over the path
 * family, the item id and the expiry. It opens every playlist and segment of that item in that
 * family until `exp`, and nothing of any other item (even one playing the same clip).
 */
export class HlsSigner {
  constructor(private readonly key: Uint8Array) {}

  #mac(family: HlsFamily, itemId: string, exp: number): Buffer {
    return createHmac('sha256', this.key).update(`${family}\n${itemId}\n${exp}`, 'utf8').digest();
  }

  /** `exp=...&sig=...` for the item, valid until `exp` (epoch seconds). */
  query(family: HlsFamily, itemId: string, exp: number): string {
    return `exp=${exp}&sig=${this.#mac(family, itemId, exp).toString('base64url')}`;
  }

  /** Missing when the request carries no `sig`; invalid when it is malformed, expired, or made for another item or family. */
  check(family: HlsFamily, itemId: string, query: Query, nowSeconds: number): SignatureCheck {
    let sig: string | undefined;
    let exp: string | undefined;
    try {
      sig = singleParam(query, 'sig');
      exp = singleParam(query, 'exp');
    } catch {
      return 'invalid';
    }
    if (sig === undefined || sig === '') return 'missing';
    if (exp === undefined || !EXP_PATTERN.test(exp) || !SIG_PATTERN.test(sig)) return 'invalid';
    const expiry = Number(exp);
    if (expiry <= nowSeconds) return 'invalid';
    const given = Buffer.from(sig, 'base64url');
    const expected = this.#mac(family, itemId, expiry);
    return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'invalid';
  }
}

/** Appends a query to a URI that may already have one. */
export const withQuery = (uri: string, query: string): string => (query === '' ? uri : `${uri}${uri.includes('?') ? '&' : '?'}${query}`);
