import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto';

/** Ids of users and sessions. */
export const newId = (): string => randomUUID();

/** 256 random bits, URL-safe: password-reset tokens. */
export const newSecretToken = (): string => randomBytes(32).toString('base64url');

/** What the database keeps of a secret (reset token, device code): a leak of the table gives nothing usable. */
export const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');

/** Device codes: 8 characters without look-alikes (no I, O, 0, 1), as the contract says. */
export const DEVICE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const DEVICE_CODE_LENGTH = 8;
export const DEVICE_CODE_PATTERN = new RegExp(`^[${DEVICE_CODE_ALPHABET}]{${DEVICE_CODE_LENGTH}}$`);

/** 32^8 = 2^40 codes, drawn with a uniform CSPRNG. */
export function newDeviceCode(): string {
  let code = '';
  for (let i = 0; i < DEVICE_CODE_LENGTH; i++) code += DEVICE_CODE_ALPHABET[randomInt(DEVICE_CODE_ALPHABET.length)];
  return code;
}
