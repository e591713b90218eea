import type { CustomSession } from '../session/CustomSession';
import { uniqueByMedia } from './listDiff';

/** How one kind of list (favorites, history) is read from and written to the API. */
export interface ServerListRoutes<TEntry extends { mediaid: string }, TCall> {
  read(token: string): Promise<TEntry[]>;
  diff(known: readonly TEntry[], wanted: readonly TEntry[]): TCall[];
  send(token: string, call: TCall): Promise<void>;
}

/**
 * A user's list on the server, as last known here, and the saves that bring it to a new list.
 *
 * The known list comes from the last read (getFavorites / getWatchHistory after login) or the
 * last complete save. A save for another user, or after a save that failed half-way (the server
 * may hold part of it), reads the server list first: a diff against a guess could delete or
 * skip the wrong entries. Saves run one after the other, in the order they were asked for, each
 * call with a valid token (see CustomSession.authorized).
 */
export class ServerList<TEntry extends { mediaid: string }, TCall> {
  private known: { userId: string; list: TEntry[] } | null = null;
  /** Bumped by forget(): a save that finishes after a logout must not restore what it knew. */
  private version = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly session: CustomSession,
    private readonly routes: ServerListRoutes<TEntry, TCall>,
  ) {}

  /** Reads the user's list from the server; it becomes the known list. */
  async read(userId: string): Promise<TEntry[]> {
    const version = this.version;
    const list = await this.session.authorized((token) => this.routes.read(token));
    if (version === this.version) this.known = { userId, list };
    return list;
  }

  /** Makes the server list equal to `wanted` (newest first), sending only the difference. */
  save(userId: string, wanted: readonly TEntry[]): Promise<void> {
    const run = this.queue.then(() => this.saveNow(userId, [...wanted]));
    this.queue = run.catch(() => undefined);
    return run;
  }

  /** Logout: nothing is known about the next user's list. */
  forget(): void {
    this.version += 1;
    this.known = null;
  }

  private async saveNow(userId: string, wanted: TEntry[]): Promise<void> {
    const known = this.known?.userId === userId ? this.known.list : await this.read(userId);
    const version = this.version;
    const calls = this.routes.diff(known, wanted);
    // Until every call succeeded the server list is uncertain.
    this.known = null;
    for (const call of calls) {
      await this.session.authorized((token) => this.routes.send(token, call));
    }
    if (version === this.version) this.known = { userId, list: uniqueByMedia(wanted) };
  }
}
