import type { Caller, SessionTokens } from '../accounts/auth/SessionTokens';

/** A signed-in viewer, as the account API knows them: the user and the session of their token. */
export type Viewer = Caller;

/**
 * Who is watching: custom-account access tokens verified against the account API's sessions. The
 * account plugin attaches its sessions when it starts; without accounts no token is valid, so only
 * anonymous decisions are possible.
 */
export class Viewers {
  #sessions: SessionTokens | undefined;

  attach(sessions: SessionTokens): void {
    this.#sessions = sessions;
  }

  /** The viewer of a valid access token; undefined for anything else. */
  async fromToken(token: string): Promise<Viewer | undefined> {
    return this.#sessions ? this.#sessions.callerOf(token) : undefined;
  }

  /** Whether the viewer's session still runs (a password reset ends it). */
  async isLive(viewer: Viewer): Promise<boolean> {
    return this.#sessions ? this.#sessions.isLive(viewer) : false;
  }
}
