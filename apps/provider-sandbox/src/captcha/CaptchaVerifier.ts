import { verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import { nowSeconds, type Clock } from '../clock';
import type { Db } from '../db';
import { ProviderError } from '../errors';

/** The provider's one message for a captcha value it does not accept (missing, forged, expired, used). */
export const CAPTCHA_REFUSED = 'Captcha verification failed';

/** The smallest HMAC key taken: an ALTCHA key is a shared secret, guessable ones would let anyone sign challenges. */
export const CAPTCHA_HMAC_KEY_MIN_LENGTH = 32;

export interface CaptchaSettings {
  /** The publisher's ALTCHA HMAC key (the secret its challenge server signs with); without it no value can be verified. */
  hmacKey: string | undefined;
  /** Every register, free submit and PayPal token call must carry a verified value. */
  required: boolean;
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z.object({ algorithm: z.string(), nonce: z.string(), salt: z.string(), keyPrefix: z.string(), expiresAt: z.number().optional() }).passthrough(),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string() }).passthrough(),
});

const refused = (): ProviderError => new ProviderError(422, CAPTCHA_REFUSED);

/**
 * The publisher's captcha as the provider checks it: the widget's value is an ALTCHA payload
 * (base64 JSON of the signed challenge and its solution), verified with the publisher's HMAC key,
 * unexpired on the sandbox clock and taken once (spent signatures are kept in the database).
 */
export class CaptchaVerifier {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly settings: CaptchaSettings,
  ) {
    const { hmacKey, required } = settings;
    if (hmacKey !== undefined && hmacKey.length < CAPTCHA_HMAC_KEY_MIN_LENGTH) throw new Error(`captchaHmacKey must have at least ${CAPTCHA_HMAC_KEY_MIN_LENGTH} characters`);
    if (required && hmacKey === undefined) throw new Error('captchaRequired needs captchaHmacKey: the sandbox cannot verify a captcha without the key its challenges are signed with');
  }

  get required(): boolean {
    return this.settings.required;
  }

  /** Throws 422 `Captcha verification failed` unless the value passes (or none is given and none is required). */
  async check(value: string | undefined): Promise<void> {
    if (value === undefined || value === '') {
      if (this.settings.required) throw refused();
      return;
    }
    const { hmacKey } = this.settings;
    const payload = decode(value);
    if (!hmacKey || !payload) throw refused();
    const now = nowSeconds(this.clock);
    const expiresAt = payload.challenge.parameters.expiresAt;
    // A challenge without an expiry could be solved once and kept for ever: not taken.
    if (expiresAt === undefined || expiresAt <= now) throw refused();
    const result = await verifySolution({ challenge: payload.challenge as unknown as Challenge, solution: payload.solution as Solution, deriveKey, hmacSignatureSecret: hmacKey });
    if (!result.verified) throw refused();
    this.db.prepare('DELETE FROM spent_captchas WHERE expires_at <= ?').run(now);
    // The signature names the challenge: a second use of it is a replay.
    const { changes } = this.db.prepare('INSERT OR IGNORE INTO spent_captchas (signature, expires_at) VALUES (?, ?)').run(payload.challenge.signature, expiresAt);
    if (changes === 0) throw refused();
  }
}

function decode(value: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
