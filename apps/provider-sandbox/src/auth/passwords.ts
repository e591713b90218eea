import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/** The provider's rule for new passwords (spec 000 §5): a lowercase letter, a digit, 8 characters or more. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[0-9]).{8,}$/;

const KEY_LENGTH = 32;
/** A sandbox, not a vault: a small scrypt cost keeps tests fast. */
const COST = { N: 1024, r: 8, p: 1 };

const derive = (password: string, salt: Buffer): Promise<Buffer> =>
  new Promise((resolve, reject) => scrypt(password, salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))));

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `${salt.toString('base64url')}:${(await derive(password, salt)).toString('base64url')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [salt, hash] = stored.split(':');
  if (!salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
