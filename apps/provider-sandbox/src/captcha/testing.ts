import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** A publisher's ALTCHA HMAC key for tests. */
export const TEST_CAPTCHA_KEY = 'publisher-captcha-hmac-key-0123456789';

/**
 * What the widget sends after the viewer solved a challenge of the publisher's challenge server:
 * base64 of `{ challenge, solution }`, signed with `hmacKey`, expiring `expiresAt` (epoch seconds).
 */
export async function solvedCaptcha({ hmacKey = TEST_CAPTCHA_KEY, expiresAt }: { hmacKey?: string; expiresAt: number }): Promise<string> {
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 50, deriveKey, expiresAt, hmacSignatureSecret: hmacKey, data: { siteKey: 'test' } });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/** The value with its JSON payload changed (a forged one). */
export function editedCaptcha(value: string, edit: (payload: { challenge: { parameters: Record<string, unknown>; signature: string }; solution: { counter: number; derivedKey: string } }) => void): string {
  const payload = JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  edit(payload);
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}
