import { randomBytes } from 'node:crypto';
import type { StitchedBreak } from './stitchedPlaylist';

/** A viewer's stitched playback: what its playlists hold. */
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
  expiresAt: number;
}

export type SsaiSessionData = Omit<SsaiSession, 'id'>;

export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A new session id: 128 random bits, the session's capability. */
export const newSessionId = (): string => randomBytes(16).toString('base64url');

/**
 * Where sessions of server-side ad insertion live: this process (`SsaiSessions`) or the database
 * instances share (`DatabaseSsaiSessions`), so that a viewer's requests may reach any instance.
 */
export interface SsaiSessionStore {
  /** Opens a session (`nowMs`: the server clock, for housekeeping). */
  create(data: SsaiSessionData, nowMs: number): Promise<SsaiSession>;
  /** The session, unless it is unknown or has expired. */
  get(id: string, nowMs: number): Promise<SsaiSession | undefined>;
  /**
   * Claims the tracking events `0..due-1` of a break that have not fired yet (each fires once per
   * session and break, whichever request or instance claims it); answers those claimed, in order.
   */
  claimEvents(sessionId: string, breakIndex: number, due: number): Promise<number[]>;
}

/**
 * Sessions in memory: a session ends at `expiresAt`, and the oldest are dropped past `capacity`,
 * so a flood of session starts cannot grow the heap without bound.
 */
export class SsaiSessions implements SsaiSessionStore {
  private readonly sessions = new Map<string, { session: SsaiSession; fired: Map<number, number> }>();

  constructor(private readonly capacity = 20_000) {}

  async create(data: SsaiSessionData, _nowMs?: number): Promise<SsaiSession> {
    const session: SsaiSession = { ...data, id: newSessionId() };
    this.sessions.set(session.id, { session, fired: new Map() });
    for (const id of this.sessions.keys()) {
      if (this.sessions.size <= this.capacity) break;
      this.sessions.delete(id);
    }
    return session;
  }

  async get(id: string, nowMs: number): Promise<SsaiSession | undefined> {
    const entry = this.sessions.get(id);
    if (entry && entry.session.expiresAt <= nowMs) {
      this.sessions.delete(id);
      return undefined;
    }
    return entry?.session;
  }

  async claimEvents(sessionId: string, breakIndex: number, due: number): Promise<number[]> {
    const entry = this.sessions.get(sessionId);
    const fired = entry?.fired.get(breakIndex) ?? 0;
    if (!entry || due <= fired) return [];
    entry.fired.set(breakIndex, due);
    return Array.from({ length: due - fired }, (_, offset) => fired + offset);
  }

  get size(): number {
    return this.sessions.size;
  }
}
