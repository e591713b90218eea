import type { z } from '../zod';
import type { MediaItem } from '../entities/media';
import { isAppError, type AppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import type { StorageReadResult, StorageService, StorageWriteResult } from '../services/storage';

/**
 * The machinery favorites and watch history share (spec 000 §4, §5, §9): an in-memory list built
 * from a stored list of ids, saved after every change either to local storage (anonymous users)
 * or to a sync target (an account back end, for logged-in users), never both: on logout the local
 * list comes back as it was before login.
 *
 * Stored data that fails validation is never overwritten behind the user's back: saving is
 * blocked until an explicit action (resetStorage, or a restore) says the list in memory wins.
 */

/** Turns stored ids into media items; ids it cannot find are simply left out of the answer. */
export type MediaResolver = (ids: string[]) => Promise<MediaItem[]>;

/** Saves the whole stored-form list somewhere else, e.g. an account service's favorites save. */
export type ListSyncTarget<TStored> = (list: TStored[]) => Promise<void>;

/** Where changes go: local storage, or the sync target of a logged-in user. */
export type ListTarget = 'local' | 'account';

/** Why saving is blocked: the stored value is unreadable or corrupted, or it could not be loaded. */
export type ListBlockReason = Extract<StorageReadResult<unknown>, { status: 'corrupted' }>['reason'] | 'load-failed';

export type ListPersistence =
  | { status: 'ok' }
  | { status: 'blocked'; reason: ListBlockReason }
  /** The last local write failed (e.g. storage full); the next change tries again. */
  | { status: 'write-failed'; reason: Extract<StorageWriteResult, { ok: false }>['reason'] };

/**
 * Saving to the account: `failed` with `retrying` while the automatic retries (SYNC_RETRY_DELAYS_MS)
 * go on, without once they are spent (then only `flush()` tries again).
 */
export type ListSync = { status: 'idle' } | { status: 'syncing' } | { status: 'failed'; error: AppError; retrying: boolean };

/** A failed save to the account is tried again after these delays, then left to the viewer. */
export const SYNC_RETRY_DELAYS_MS: readonly number[] = [2000, 5000, 15000];

/** Where a list comes from: the list itself, or how to fetch it (an account's; `reload()` asks again). */
export type ListSource<TStored> = readonly TStored[] | (() => Promise<readonly TStored[]>);

export type ListLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface RestoreOptions<TStored> {
  /** Where later changes are saved; without one the list is saved to local storage at once. */
  syncTarget?: ListSyncTarget<TStored> | null;
}

export interface PersistedListState<TEntry, TStored> {
  items: TEntry[];
  /** Favorites and history limit (the integration's capabilities.listLimit; 48 by default). */
  limit: number;
  loadStatus: ListLoadStatus;
  loadError: AppError | null;
  target: ListTarget;
  persistence: ListPersistence;
  sync: ListSync;

  /** Loads the list from local storage; local storage becomes the target (startup, logout). */
  hydrate(): Promise<void>;
  /**
   * Replaces the list with `source` (e.g. an account's list after login, or how to fetch it: a
   * fetch that fails leaves the list in the error state, never an empty list); see RestoreOptions.
   */
  restore(source: ListSource<TStored>, options?: RestoreOptions<TStored>): Promise<void>;
  /** Loads the list again from where it last came from (after a load error). */
  reload(): Promise<void>;
  /** Switches the target without replacing the list (null: back to local storage). */
  setSyncTarget(syncTarget: ListSyncTarget<TStored> | null): void;
  /** Saves the current list to the target now: a retry after a failure, or a first sync after sign-up. */
  flush(): Promise<void>;
  /** The user chose to discard what is stored: save the list in memory over it and unblock. */
  resetStorage(): Promise<void>;
  setLimit(limit: number): void;
  /** Resolves once every save started so far has finished. */
  whenSaved(): Promise<void>;
}

/** A change to the list, applied again on the loaded list when it happens during a load. */
export type ListChange<TEntry> = (items: TEntry[]) => TEntry[];

export interface PersistedListOptions<TEntry, TStored extends { mediaid: string }> {
  storage: StorageService;
  storageKey: string;
  storedSchema: z.core.$ZodType<TStored[], unknown>;
  resolveMedia: MediaResolver;
  toStored(entry: TEntry): TStored;
  fromStored(stored: TStored, item: MediaItem): TEntry;
  limit: number;
  syncTarget?: ListSyncTarget<TStored> | null;
}

type ListData<TEntry, TStored> = Omit<
  PersistedListState<TEntry, TStored>,
  'hydrate' | 'restore' | 'reload' | 'setSyncTarget' | 'flush' | 'resetStorage' | 'setLimit' | 'whenSaved'
>;

const OK: ListPersistence = { status: 'ok' };
const IDLE: ListSync = { status: 'idle' };

const replay = <TEntry>(changes: readonly ListChange<TEntry>[], items: TEntry[]): TEntry[] =>
  changes.reduce((list, change) => change(list), items);

const syncError = (error: unknown): AppError => (isAppError(error) ? error : createAppError('update_user_data_failed', { cause: error }));

/**
 * Builds the shared state and actions; `commit` is how a store's own actions (toggle, save)
 * change the list so that it is saved.
 */
export function createPersistedList<TEntry, TStored extends { mediaid: string }>(
  set: (partial: Partial<ListData<TEntry, TStored>>) => void,
  get: () => PersistedListState<TEntry, TStored>,
  options: PersistedListOptions<TEntry, TStored>,
): { slice: PersistedListState<TEntry, TStored>; commit(change: ListChange<TEntry>): void } {
  const { storage, storageKey, storedSchema, resolveMedia, toStored, fromStored } = options;
  let syncTarget = options.syncTarget ?? null;
  /** Bumped by each load: a load that finishes after a newer one started is ignored. */
  let generation = 0;
  /**
   * Changes made while the list is not loaded (before a load, during one, or after one failed).
   * Saving them over a list not yet read would lose what is stored, so they are kept and applied
   * again once a load succeeds. null when loaded.
   */
  let pending: ListChange<TEntry>[] | null = [];
  let queued: { list: TStored[]; target: ListSyncTarget<TStored> } | null = null;
  let inFlight: Promise<void> | null = null;
  /** Failed saves in a row, for the retry delay; reset by a success or a new change. */
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  /** Where the list last came from: local storage, or an account's source (reload). */
  let lastSource: ListSource<TStored> | 'local' = 'local';

  const readLocal = () => storage.read(storageKey, storedSchema);
  const localPersistence = (read = readLocal()): ListPersistence =>
    read.status === 'corrupted' ? { status: 'blocked', reason: read.reason } : OK;

  async function drainSync(): Promise<void> {
    // Let every change of the current tick land first: they go out as one save.
    await Promise.resolve();
    while (queued) {
      const { list, target } = queued;
      queued = null;
      try {
        await target(list);
        if (target === syncTarget && !queued) {
          failures = 0;
          set({ sync: IDLE });
        }
      } catch (error) {
        // The list in memory stays as the user left it and is saved again, later or on flush().
        if (target === syncTarget && !queued) {
          const delay = SYNC_RETRY_DELAYS_MS[failures++];
          set({ sync: { status: 'failed', error: syncError(error), retrying: delay !== undefined } });
          if (delay !== undefined) retryTimer = setTimeout(() => void retrySave(target), delay);
        }
      }
    }
    inFlight = null;
  }

  function retrySave(target: ListSyncTarget<TStored>): void {
    retryTimer = undefined;
    if (target === syncTarget && get().sync.status === 'failed') void startSync(target, get().items.map(toStored));
  }

  function startSync(target: ListSyncTarget<TStored>, list: TStored[]): Promise<void> {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    queued = { list, target };
    set({ sync: { status: 'syncing' } });
    inFlight ??= drainSync();
    return inFlight;
  }

  function writeLocal(list: TStored[], force: boolean): void {
    if (!force) {
      // Read again right before writing: another tab may have left something unreadable there.
      const before = localPersistence();
      if (before.status === 'blocked') return set({ persistence: before });
    }
    const result = storage.write(storageKey, list);
    set({ persistence: result.ok ? OK : { status: 'write-failed', reason: result.reason } });
  }

  function save(force = false): Promise<void> {
    if (pending) return Promise.resolve();
    const list = get().items.map(toStored);
    if (syncTarget) return startSync(syncTarget, list);
    writeLocal(list, force);
    return Promise.resolve();
  }

  async function resolveEntries(stored: readonly TStored[]): Promise<TEntry[]> {
    const ids = [...new Set(stored.map((entry) => entry.mediaid))];
    if (ids.length === 0) return [];
    const media = new Map((await resolveMedia(ids)).map((item) => [item.mediaid, item]));
    const seen = new Set<string>();
    return stored.flatMap((entry) => {
      const item = media.get(entry.mediaid);
      if (!item || seen.has(entry.mediaid)) return [];
      seen.add(entry.mediaid);
      return [fromStored(entry, item)];
    });
  }

  /** Loads `source` as the new list; returns whether this load is still the current one. */
  async function load(source: ListSource<TStored>, persistence: ListPersistence): Promise<boolean> {
    const current = ++generation;
    // Changes not yet saved (before any load, during one this load replaces, after a failed one).
    pending ??= [];
    set({ items: replay(pending, []), loadStatus: 'loading', loadError: null, persistence, sync: IDLE });
    let loaded: TEntry[] | undefined;
    let error: unknown;
    try {
      loaded = await resolveEntries(typeof source === 'function' ? await source() : source);
    } catch (caught) {
      error = caught;
    }
    if (current !== generation) return false;

    const changes = pending ?? [];
    if (loaded === undefined) {
      // Saving now would replace the stored list by the few changes made since: keep collecting
      // them for a retry (hydrate or restore again), or until the user resets.
      set({
        items: replay(changes, []),
        loadStatus: 'error',
        loadError: createAppError('items_load_failed', { cause: error }),
        persistence: { status: 'blocked', reason: 'load-failed' },
      });
      return false;
    }
    pending = null;
    set({ items: replay(changes, loaded), loadStatus: 'ready' });
    if (changes.length > 0) await save();
    return true;
  }

  const slice: PersistedListState<TEntry, TStored> = {
    items: [],
    limit: options.limit,
    loadStatus: 'idle',
    loadError: null,
    target: syncTarget ? 'account' : 'local',
    persistence: OK,
    sync: IDLE,

    async hydrate() {
      // Unsaved changes of an account session stay out of the local list.
      if (syncTarget) pending = null;
      syncTarget = null;
      lastSource = 'local';
      clearTimeout(retryTimer);
      set({ target: 'local' });
      const read = readLocal();
      await load(read.status === 'value' ? read.value : [], localPersistence(read));
    },

    async restore(source, restoreOptions = {}) {
      const next = restoreOptions.syncTarget ?? null;
      // Unsaved changes belong to the list of their target: they carry over only to the same one.
      if (next !== syncTarget) pending = null;
      syncTarget = next;
      lastSource = source;
      clearTimeout(retryTimer);
      set({ target: syncTarget ? 'account' : 'local' });
      // The caller asked for exactly this list: locally it replaces whatever is stored.
      if ((await load(source, OK)) && !syncTarget) await save(true);
    },

    async reload() {
      if (lastSource === 'local') return get().hydrate();
      await load(lastSource, OK);
    },

    setSyncTarget(next) {
      syncTarget = next;
      set({ target: next ? 'account' : 'local', sync: IDLE });
      const { persistence } = get();
      if (persistence.status === 'blocked' && persistence.reason === 'load-failed') return;
      set({ persistence: next ? OK : localPersistence() });
    },

    flush: () => save(),

    async resetStorage() {
      if (get().loadStatus === 'loading') return;
      pending = null;
      set({ persistence: OK, loadError: null, loadStatus: 'ready' });
      await save(true);
    },

    setLimit(limit) {
      set({ limit });
    },

    whenSaved: () => inFlight ?? Promise.resolve(),
  };

  function commit(change: ListChange<TEntry>): void {
    failures = 0;
    set({ items: change(get().items) });
    if (pending) pending.push(change);
    else void save();
  }

  return { slice, commit };
}
