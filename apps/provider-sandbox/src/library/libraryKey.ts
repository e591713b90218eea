import { exportJWK, generateKeyPair, importJWK, type JWK, type CryptoKey } from 'jose';
import type { Db } from '../db';

export const LIBRARY_KEY_ID = 'library-1';

export interface LibraryKey {
  privateKey: CryptoKey;
  /** The public half as a JWK with its kid, alg and use: what the key set publishes. */
  publicJwk: JWK;
}

/**
 * The library providers' RS256 signing key: generated once and kept in the sandbox's database
 * (like its HS256 key), so tokens and key sets survive a restart with the same data folder.
 */
export async function libraryKey(db: Db): Promise<LibraryKey> {
  const stored = db.prepare("SELECT value FROM meta WHERE key = 'library-rsa-key'").get() as { value: string } | undefined;
  let privateJwk: JWK;
  if (stored) privateJwk = JSON.parse(stored.value) as JWK;
  else {
    const pair = await generateKeyPair('RS256', { extractable: true });
    privateJwk = await exportJWK(pair.privateKey);
    db.prepare("INSERT OR IGNORE INTO meta (key, value) VALUES ('library-rsa-key', ?)").run(JSON.stringify(privateJwk));
    privateJwk = JSON.parse((db.prepare("SELECT value FROM meta WHERE key = 'library-rsa-key'").get() as { value: string }).value) as JWK;
  }
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, ...publicPart } = privateJwk;
  return {
    privateKey: (await importJWK(privateJwk, 'RS256')) as CryptoKey,
    publicJwk: { ...publicPart, kid: LIBRARY_KEY_ID, alg: 'RS256', use: 'sig' },
  };
}
