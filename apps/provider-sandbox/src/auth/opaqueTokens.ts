import { createHash, randomBytes } from 'node:crypto';

/** A random token for the client and the hash the database keeps instead of it. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
