import type { Clock } from '../../clock';
import { notLoggedIn } from '../AccountError';
import { SESSION_MAX_SECONDS } from '../AccountsOptions';
import type { Queryable } from '../db/schema';
import { newId } from '../secrets';
import type { SessionRow, SessionStore } from '../store/SessionStore';
import type { TokenSigner } from '../tokens/TokenSigner';

/** Who is calling: established from a bearer token whose session is live. */
export interface Caller {
  userId: string;
  sessionId: string;
}

/** A token as replies carry it: `exp` in epoch seconds. */
export interface IssuedToken {
  token: string;
  exp: number;
}

/** `Authorization: Bearer <token>` (scheme case-insensitive), or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer[ \t]+([^\s]+)[ \t]*$/i.exec(header ?? '');
  return match?.[1];
}

/** How precisely "last seen" is kept. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;
const DEVICE_MAX_LENGTH = 120;

const isLive = (session: SessionRow | undefined, userId: string, now: number): session is SessionRow =>
  session !== undefined && session.user_id === userId && session.revoked_at === null && session.expires_at > now;

/**
 * Sessions and their tokens. A session starts at sign-in (login, registration, device flow) and
 * lasts at most 30 days; each token names its session and expires after the token lifetime, never
 * after the session. Every authenticated request checks the session in the database, so a revoked
 * session (password reset) ends at once, whatever its tokens say.
 */
export class SessionTokens {
  constructor(
    private readonly sessions: SessionStore,
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    private readonly ttlSeconds: number,
  ) {}

  /** Starts a session for the user on `device` (inside the caller's transaction when given) and signs its first token. */
  async start(userId: string, device: string, q?: Queryable): Promise<IssuedToken> {
    const now = this.clock.now();
    const session: SessionRow = {
      id: newId(),
      user_id: userId,
      created_at: now,
      expires_at: now + SESSION_MAX_SECONDS * 1000,
      revoked_at: null,
      device: device.slice(0, DEVICE_MAX_LENGTH),
      last_seen_at: now,
    };
    await this.sessions.insert(session, q);
    return this.#sign(session, now);
  }

  /** The caller of a request: a valid, unexpired token of a live session. Otherwise 401 "Not logged in". */
  async authenticate(authorization: string | undefined): Promise<Caller> {
    const session = await this.#liveSession(authorization, { acceptExpired: false });
    const now = this.clock.now();
    // "Last seen" to the minute: one write a minute per session, not one per request.
    if (session.last_seen_at === null || now - session.last_seen_at >= LAST_SEEN_RESOLUTION_MS) await this.sessions.touch(session.id, now);
    return { userId: session.user_id, sessionId: session.id };
  }

  /**
   * A new token for the session of the given one, which may have expired (the client refreshes
   * late after a night offline) but must be correctly signed and its session still live.
   */
  async refresh(authorization: string | undefined): Promise<IssuedToken> {
    const session = await this.#liveSession(authorization, { acceptExpired: true });
    return this.#sign(session, this.clock.now());
  }

  /** The caller a bare token (not a header) names, if it is valid, unexpired and its session live; undefined otherwise. */
  async callerOf(token: string): Promise<Caller | undefined> {
    const now = this.clock.now();
    const read = await this.signer.read(token, Math.floor(now / 1000));
    if (!read || read.expired) return undefined;
    const caller = { userId: read.claims.sub, sessionId: read.claims.sid };
    return (await this.isLive(caller)) ? caller : undefined;
  }

  /** Whether the caller's session still runs (not revoked, not past its 30 days). */
  async isLive(caller: Caller): Promise<boolean> {
    return isLive(await this.sessions.find(caller.sessionId), caller.userId, this.clock.now());
  }

  async #liveSession(authorization: string | undefined, { acceptExpired }: { acceptExpired: boolean }): Promise<SessionRow> {
    const token = bearerToken(authorization);
    if (!token) throw notLoggedIn();
    const now = this.clock.now();
    const read = await this.signer.read(token, Math.floor(now / 1000));
    if (!read || (read.expired && !acceptExpired)) throw notLoggedIn();
    const session = await this.sessions.find(read.claims.sid);
    if (!isLive(session, read.claims.sub, now)) throw notLoggedIn();
    return session;
  }

  async #sign(session: SessionRow, now: number): Promise<IssuedToken> {
    const iat = Math.floor(now / 1000);
    const exp = Math.min(iat + this.ttlSeconds, Math.floor(session.expires_at / 1000));
    return { token: await this.signer.sign({ sub: session.user_id, sid: session.id, iat, exp }), exp };
  }
}
