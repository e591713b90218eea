import { z } from 'zod';
import { deriveKey } from '../protection/keys';
import { HmacJwt } from '../util/HmacJwt';

/** A portal page's forms work this long after the page was opened. */
export const PORTAL_SESSION_TTL_SECONDS = 30 * 60;

const claimsSchema = z.object({ sub: z.string().min(1).max(128), typ: z.literal('billing-portal'), exp: z.number().int().positive() });

/**
 * The billing portal's page session: the one-time portal token opens the page once, and its forms
 * then carry this (HS256, a key of its own, bound to the account, 30 minutes). It is a secret of
 * the page, so a form post from another site cannot forge it (no cookie, nothing ambient).
 */
export class PortalSessions {
  readonly #jwt: HmacJwt<z.infer<typeof claimsSchema>>;

  constructor(tokenSecret: string) {
    this.#jwt = new HmacJwt(deriveKey(tokenSecret, 'billing-portal-session'), claimsSchema);
  }

  sign(sub: string, nowMs: number): Promise<string> {
    return this.#jwt.sign({ sub, typ: 'billing-portal', exp: Math.floor(nowMs / 1000) + PORTAL_SESSION_TTL_SECONDS });
  }

  async subOf(session: unknown, nowMs: number): Promise<string | undefined> {
    return (await this.#jwt.read(session, Math.floor(nowMs / 1000)))?.sub;
  }
}
