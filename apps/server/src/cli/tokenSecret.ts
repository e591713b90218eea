import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { TOKEN_SECRET_MIN_LENGTH } from '../accounts/AccountsOptions';

export const TOKEN_SECRET_FILE = 'token-secret';

/**
 * The token secret kept in the data folder: read when it exists, generated once (384 random bits)
 * when it does not, so that tokens survive restarts without anyone choosing a secret. The file is
 * readable by its owner only (0600); `wx` makes two servers starting at once agree on one secret.
 */
export function loadOrCreateTokenSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const file = join(dataDir, TOKEN_SECRET_FILE);
  try {
    writeFileSync(file, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    chmodSync(file, 0o600);
  }
  const secret = readFileSync(file, 'utf8').trim();
  if (secret.length < TOKEN_SECRET_MIN_LENGTH) throw new Error(`${file} must hold at least ${TOKEN_SECRET_MIN_LENGTH} characters`);
  return secret;
}
