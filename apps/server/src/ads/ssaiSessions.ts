import { randomBytes } from 'node:crypto';
import type { StitchedBreak } from './stitchedPlaylist';

/** A viewer's stitched playback: what its playlists hold and which beacons have fired. */
export interface SsaiSession {
  id: string;
  mediaId: string;
  clipId: string;
  scheduleId: string;
  /** The origin the viewer asked through (URLs in its playlists, the tracking URLs). */
  origin: string;
  /** The server may send requests to that origin (see `beaconsAllowed`). */
  beacons: boolean;
  /** Content segments go through the item-bound path (`/vod/{mediaId}/`: protected or geo-blocked items). */
  itemBound: boolean;
  /** The item is protected: those URLs are signed. */
  signed: boolean;
  breaks: readonly StitchedBreak[];
  /** Per break (by schedule index): how many of its tracking events have fired. */
  fired: Map<number, number>;
  expiresAt: number;
}

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/**
 * Sessions of server-side ad insertion, in memory: a session id is 128 random bits (the session's
 * capability), a session ends at `expiresAt`, and the oldest are dropped past `capacity`, so a
 * flood of session starts cannot grow the heap without bound.
 */
export class SsaiSessions {
  private readonly sessions = new Map<string, SsaiSession>();

  constructor(private readonly capacity = 20_000) {}

  create(data: Omit<SsaiSession, 'id' | 'fired'>): SsaiSession {
    const session: SsaiSession = { ...data, id: randomBytes(16).toString('base64url'), fired: new Map() };
    this.sessions.set(session.id, session);
    for (const id of this.sessions.keys()) {
      if (this.sessions.size <= this.capacity) break;
      this.sessions.delete(id);
    }
    return session;
  }

  get(id: string, nowMs: number): SsaiSession | undefined {
    const session = this.sessions.get(id);
    if (session && session.expiresAt <= nowMs) {
      this.sessions.delete(id);
      return undefined;
    }
    return session;
  }

  get size(): number {
    return this.sessions.size;
  }
}
