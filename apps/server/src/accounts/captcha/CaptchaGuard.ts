import { createHmac } from 'node:crypto';
import { CappedMap, createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { z } from 'zod';
import type { Clock } from '../../clock';
import { invalidField, type AccountError } from '../AccountError';

/** A challenge stays solvable this long: a visitor fills in the form after solving it. */
export const CAPTCHA_CHALLENGE_SECONDS = 10 * 60;
/**
 * The counter the solver must reach is drawn from this range: at one SHA-256 per try a browser's
 * worker gets there in well under a second, a bulk sign-up script pays it for every account.
 */
export const CAPTCHA_COUNTER_RANGE = [1_000, 5_000] as const;
/** Used solutions kept (until their challenge expires) to refuse replays; per process. */
const USED_SOLUTIONS_MAX = 100_000;

export const CAPTCHA_PROBLEM = 'the verification is missing, wrong, expired or already used';

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({ algorithm: z.string(), nonce: z.string(), salt: z.string(), cost: z.number(), keyLength: z.number(), keyPrefix: z.string(), expiresAt: z.number(), data: z.record(z.string(), z.unknown()).optional() })
      .passthrough(),
    signature: z.string(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string(), time: z.number().optional() }),
});

/** 400 `invalid param captchaValue: ...`: the sign-up screen shows its captcha message. */
const captchaRefused = (): AccountError => invalidField('captchaValue', CAPTCHA_PROBLEM);

/**
 * The proof-of-work captcha (ALTCHA) of sign-up: challenges for the site keys the catalog's
 * configs name, signed with a key derived from the token secret, and the check of an answer
 * (signature, expiry, the work itself, used once).
 */
export class CaptchaGuard {
  readonly #secret: string;
  /** Signs the expected key for a faster check; not with a shared key (the other verifier re-derives it). */
  readonly #keySecret: string | undefined;
  readonly #used = new CappedMap<string, number>({ maxSize: USED_SOLUTIONS_MAX });

  constructor(
    tokenSecret: string,
    private readonly siteKeys: ReadonlySet<string>,
    private readonly clock: Clock,
    /** Every registration must carry a solved captcha (otherwise only a given one is checked). */
    readonly required: boolean,
    /**
     * The ALTCHA HMAC key, shared with a billing provider that verifies the answers itself (README
     * "Captcha"); without it the keys are derived from the token secret and known only here.
     */
    hmacKey?: string,
  ) {
    this.#secret = hmacKey ?? createHmac('sha256', tokenSecret).update('captcha-challenge').digest('base64url');
    this.#keySecret = hmacKey === undefined ? createHmac('sha256', tokenSecret).update('captcha-key').digest('base64url') : undefined;
  }

  knows = (siteKey: string): boolean => this.siteKeys.has(siteKey);

  /** A new signed challenge for a site key (the caller checked the key). */
  challenge(siteKey: string): Promise<Challenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(CAPTCHA_COUNTER_RANGE[0], CAPTCHA_COUNTER_RANGE[1]),
      deriveKey,
      data: { siteKey },
      expiresAt: Math.floor(this.clock.now() / 1000) + CAPTCHA_CHALLENGE_SECONDS,
      hmacSignatureSecret: this.#secret,
      ...(this.#keySecret === undefined ? {} : { hmacKeySignatureSecret: this.#keySecret }),
    });
  }

  /** Throws 400 unless the value is a fresh solution of one of our challenges; it counts once. */
  async check(value: string | undefined): Promise<void> {
    if (value === undefined) {
      if (this.required) throw captchaRefused();
      return;
    }
    const payload = decode(value);
    if (!payload) throw captchaRefused();
    const { parameters } = payload.challenge;
    const now = this.clock.now();
    if (parameters.expiresAt * 1000 <= now) throw captchaRefused();
    const result = await verifySolution({
      challenge: payload.challenge as Challenge,
      solution: payload.solution as Solution,
      deriveKey,
      hmacSignatureSecret: this.#secret,
      ...(this.#keySecret === undefined ? {} : { hmacKeySignatureSecret: this.#keySecret }),
    });
    if (!result.verified || result.invalidSignature || result.invalidSolution) throw captchaRefused();
    this.#forgetExpired(now);
    // The signature names the challenge: a second use of the same one is a replay.
    if (!this.#used.setIfAbsent(payload.challenge.signature, parameters.expiresAt * 1000)) throw captchaRefused();
  }

  #forgetExpired(now: number): void {
    // Every challenge lives as long, so the oldest entries expire first.
    for (const [signature, expiresAt] of this.#used as Map<string, number>) {
      if (expiresAt > now) break;
      this.#used.delete(signature);
    }
  }
}

/** The widget's value: base64 of `{ challenge, solution }` JSON. */
function decode(value: string): z.infer<typeof payloadSchema> | undefined {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(value, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
