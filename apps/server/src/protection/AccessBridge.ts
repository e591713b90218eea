import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { HmacJwt } from '../util/HmacJwt';
import type { Viewer } from './Viewers';

/** A passport lasts an hour (000 §4 "Access tokens"). */
export const PASSPORT_TTL_SECONDS = 3600;
/** A bridge refresh token lasts as long as a sign-in can (30 days); its session is checked on use. */
export const BRIDGE_REFRESH_TTL_SECONDS = 30 * 24 * 3600;

const idText = z.string().min(1).max(64);
const passportSchema = z.object({ typ: z.literal('passport'), sub: idText, sid: idText, site: idText, iat: z.number().int(), exp: z.number().int() });
const refreshSchema = z.object({ typ: z.literal('bridge-refresh'), sub: idText, sid: idText, site: idText, jti: idText, iat: z.number().int(), exp: z.number().int() });
type PassportClaims = z.infer<typeof passportSchema>;
type RefreshClaims = z.infer<typeof refreshSchema>;

export interface BridgePair {
  passport: string;
  refresh_token: string;
}

/**
 * The access bridge (001 §7.3): a passport (JWT, one hour, bound to the viewer's session and the
 * site) that playback.json accepts, and a refresh token (JWT with a key of its own, 30 days, same
 * binding) that buys a new pair while the session runs. Each kind has its own key and `typ`, so
 * neither passes as the other or as a media token.
 */
export class AccessBridge {
  readonly #passports: HmacJwt<PassportClaims>;
  readonly #refreshTokens: HmacJwt<RefreshClaims>;

  constructor(passportKey: Uint8Array, refreshKey: Uint8Array) {
    this.#passports = new HmacJwt(passportKey, passportSchema);
    this.#refreshTokens = new HmacJwt(refreshKey, refreshSchema);
  }

  async generate(viewer: Viewer, siteId: string, nowMs: number): Promise<BridgePair> {
    const iat = Math.floor(nowMs / 1000);
    const binding = { sub: viewer.userId, sid: viewer.sessionId, site: siteId, iat };
    const [passport, refresh_token] = await Promise.all([
      this.#passports.sign({ typ: 'passport', ...binding, exp: iat + PASSPORT_TTL_SECONDS }),
      this.#refreshTokens.sign({ typ: 'bridge-refresh', ...binding, jti: randomBytes(16).toString('base64url'), exp: iat + BRIDGE_REFRESH_TTL_SECONDS }),
    ]);
    return { passport, refresh_token };
  }

  /** The viewer of a valid, unexpired passport of this site; undefined otherwise. */
  async passportViewer(passport: unknown, siteId: string, nowMs: number): Promise<Viewer | undefined> {
    const claims = await this.#passports.read(passport, Math.floor(nowMs / 1000));
    return claims?.site === siteId ? { userId: claims.sub, sessionId: claims.sid } : undefined;
  }

  /** The viewer of a valid, unexpired refresh token of this site; undefined otherwise. */
  async refreshViewer(refreshToken: unknown, siteId: string, nowMs: number): Promise<Viewer | undefined> {
    const claims = await this.#refreshTokens.read(refreshToken, Math.floor(nowMs / 1000));
    return claims?.site === siteId ? { userId: claims.sub, sessionId: claims.sid } : undefined;
  }
}
