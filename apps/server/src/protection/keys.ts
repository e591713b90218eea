import { createHmac, randomBytes } from 'node:crypto';

/** What each content key signs. One key per purpose: a token made for one can never pass as another. */
export type KeyPurpose = 'media-token' | 'hls' | 'passport' | 'bridge-refresh';

export const CONTENT_SECRET_MIN_LENGTH = 32;

/** HMAC-SHA256(secret, label): a key of its own for each purpose, all from one configured secret. */
export const deriveKey = (secret: string, label: string): Buffer => createHmac('sha256', secret).update(`ott-content-key:${label}`, 'utf8').digest();

/**
 * The content-signing secret: the configured one (at least 32 characters); else one derived from
 * the account token secret (so one secret serves several instances); else random per process
 * (tokens and signatures then end with the process, which is minutes of playback at most).
 */
export function resolveContentSecret(options: { contentSecret?: string | undefined; tokenSecret?: string | undefined }): string {
  if (options.contentSecret !== undefined) {
    if (options.contentSecret.length < CONTENT_SECRET_MIN_LENGTH) throw new Error(`contentSecret must have at least ${CONTENT_SECRET_MIN_LENGTH} characters`);
    return options.contentSecret;
  }
  if (options.tokenSecret !== undefined) return deriveKey(options.tokenSecret, 'content-secret').toString('base64url');
  return randomBytes(32).toString('base64url');
}

/** The keys of content protection, derived once. */
export class ContentKeys {
  readonly #keys: Record<KeyPurpose, Buffer>;

  constructor(secret: string) {
    this.#keys = {
      'media-token': deriveKey(secret, 'media-token'),
      hls: deriveKey(secret, 'hls'),
      passport: deriveKey(secret, 'passport'),
      'bridge-refresh': deriveKey(secret, 'bridge-refresh'),
    };
  }

  key(purpose: KeyPurpose): Buffer {
    return this.#keys[purpose];
  }
}
