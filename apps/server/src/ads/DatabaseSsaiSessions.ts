import type { AccountDb } from '../accounts/db/schema';
import { Housekeeping } from '../util/Housekeeping';
import { newSessionId, type SsaiSession, type SsaiSessionData, type SsaiSessionStore } from './ssaiSessions';

/**
 * Sessions of server-side ad insertion in the database (tables `ssai_sessions`, `ssai_beacons`):
 * any instance serves a viewer's playlists and ad segments, and each tracking event is claimed by
 * inserting its row, so it fires once across every instance.
 */
export class DatabaseSsaiSessions implements SsaiSessionStore {
  /** Deletes the sessions (and their beacons) that have ended. */
  readonly #housekeeping = new Housekeeping((now) => this.db.deleteFrom('ssai_sessions').where('expires_at', '<=', now).execute());

  constructor(private readonly db: AccountDb) {}

  async create(data: SsaiSessionData, nowMs: number): Promise<SsaiSession> {
    const session: SsaiSession = { ...data, id: newSessionId() };
    await this.#housekeeping.run(nowMs);
    await this.db.insertInto('ssai_sessions').values({ id: session.id, data: JSON.stringify(data), expires_at: data.expiresAt }).execute();
    return session;
  }

  async get(id: string, nowMs: number): Promise<SsaiSession | undefined> {
    const row = await this.db.selectFrom('ssai_sessions').select('data').where('id', '=', id).where('expires_at', '>', nowMs).executeTakeFirst();
    return row && { ...(JSON.parse(row.data) as SsaiSessionData), id };
  }

  async claimEvents(sessionId: string, breakIndex: number, due: number): Promise<number[]> {
    if (due <= 0) return [];
    const rows = await this.db
      .insertInto('ssai_beacons')
      .values(Array.from({ length: due }, (_, event_index) => ({ session_id: sessionId, break_index: breakIndex, event_index })))
      .onConflict((conflict) => conflict.columns(['session_id', 'break_index', 'event_index']).doNothing())
      .returning('event_index')
      .execute();
    return rows.map((row) => Number(row.event_index)).sort((a, b) => a - b);
  }
}
