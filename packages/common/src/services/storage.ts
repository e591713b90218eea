import { z } from '../zod';
import { STORAGE_PREFIX } from '../constants';

/** The part of the Web Storage API the app uses; localStorage satisfies it. */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** A Map-backed backend for tests, server-side rendering and browsers that refuse localStorage. */
export function createMemoryStorage(initial: Readonly<Record<string, string>> = {}): StorageBackend {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
  };
}

const PROBE_KEY = `${STORAGE_PREFIX}__probe__`;

/**
 * `globalThis.localStorage` when it exists and accepts a write (Safari private mode, disabled
 * cookies and sandboxed frames throw on access or on setItem), else an in-memory backend.
 * Looked up when called, never at import time.
 */
export function createDefaultStorageBackend(scope: { localStorage?: StorageBackend } = globalThis as { localStorage?: StorageBackend }): StorageBackend {
  try {
    const storage = scope.localStorage;
    if (storage) {
      storage.setItem(PROBE_KEY, '1');
      storage.removeItem(PROBE_KEY);
      return storage;
    }
  } catch {
    // Access itself can throw a SecurityError: fall through to memory.
  }
  return createMemoryStorage();
}

/** What reading a stored item found. A corrupted item is reported, never thrown nor silently dropped. */
export type StorageReadResult<T> =
  | { status: 'value'; value: T }
  | { status: 'missing' }
  | { status: 'corrupted'; reason: 'unreadable' | 'invalid-json' | 'invalid-shape'; raw?: string; issues?: z.core.$ZodIssue[]; error?: unknown };

export type StorageWriteResult =
  | { ok: true }
  | { ok: false; reason: 'quota-exceeded' | 'security' | 'not-serializable' | 'unknown'; error: unknown };

const errorName = (error: unknown): string | undefined =>
  typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string' ? error.name : undefined;

function writeFailure(error: unknown): StorageWriteResult {
  const name = errorName(error);
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return { ok: false, reason: 'quota-exceeded', error };
  if (name === 'SecurityError') return { ok: false, reason: 'security', error };
  return { ok: false, reason: 'unknown', error };
}

/**
 * JSON values under the `jwapp.` prefix (keys from STORAGE_KEYS). Reading validates against the
 * schema the caller passes, so a caller can tell "nothing stored" from "stored but corrupted"
 * and refuse to overwrite corrupted favorites or history (000 §4). No method throws.
 */
export class StorageService {
  constructor(
    private readonly backend: StorageBackend,
    readonly prefix: string = STORAGE_PREFIX,
  ) {}

  /** The backend key of an item: prefix + key. */
  keyOf(key: string): string {
    return `${this.prefix}${key}`;
  }

  read<S extends z.core.$ZodType>(key: string, schema: S): StorageReadResult<z.output<S>> {
    const raw = this.readText(key);
    if (raw.status !== 'value') return raw;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw.value);
    } catch (error) {
      return { status: 'corrupted', reason: 'invalid-json', raw: raw.value, error };
    }
    const result = z.safeParse(schema, parsed);
    if (!result.success) return { status: 'corrupted', reason: 'invalid-shape', raw: raw.value, issues: result.error.issues };
    return { status: 'value', value: result.data };
  }

  write(key: string, value: unknown): StorageWriteResult {
    let text: string | undefined;
    try {
      text = JSON.stringify(value);
    } catch (error) {
      return { ok: false, reason: 'not-serializable', error };
    }
    if (text === undefined) return { ok: false, reason: 'not-serializable', error: new TypeError('value has no JSON form') };
    return this.writeText(key, text);
  }

  /** A plain string item (no JSON), e.g. the language code a language detector reads as is. */
  readText(key: string): { status: 'value'; value: string } | { status: 'missing' } | { status: 'corrupted'; reason: 'unreadable'; error: unknown } {
    try {
      const raw = this.backend.getItem(this.keyOf(key));
      return raw === null ? { status: 'missing' } : { status: 'value', value: raw };
    } catch (error) {
      return { status: 'corrupted', reason: 'unreadable', error };
    }
  }

  writeText(key: string, value: string): StorageWriteResult {
    try {
      this.backend.setItem(this.keyOf(key), value);
      return { ok: true };
    } catch (error) {
      return writeFailure(error);
    }
  }

  remove(key: string): StorageWriteResult {
    try {
      this.backend.removeItem(this.keyOf(key));
      return { ok: true };
    } catch (error) {
      return writeFailure(error);
    }
  }
}

/** A storage service over the best available backend (see createDefaultStorageBackend). */
export const createStorageService = (backend: StorageBackend = createDefaultStorageBackend()): StorageService => new StorageService(backend);
