import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { STORAGE_KEYS } from '../constants';
import { StorageService, createDefaultStorageBackend, createMemoryStorage, createStorageService, type StorageBackend } from './storage';

const favoritesSchema = z.array(z.object({ mediaid: z.string() }));

const domError = (name: string): Error => Object.assign(new Error(name), { name });

/** A backend whose every call throws `error`, like a browser with storage blocked or full. */
const failingBackend = (error: unknown): StorageBackend => ({
  getItem: () => {
    throw error;
  },
  setItem: () => {
    throw error;
  },
  removeItem: () => {
    throw error;
  },
});

describe('StorageService', () => {
  it('stores JSON under the jwapp. prefix', () => {
    const backend = createMemoryStorage();
    const storage = new StorageService(backend);
    expect(storage.write(STORAGE_KEYS.favorites, [{ mediaid: 'abc' }])).toEqual({ ok: true });
    expect(backend.getItem('jwapp.favorites')).toBe('[{"mediaid":"abc"}]');
    expect(storage.read(STORAGE_KEYS.favorites, favoritesSchema)).toEqual({ status: 'value', value: [{ mediaid: 'abc' }] });
  });

  it('reports a missing item', () => {
    expect(new StorageService(createMemoryStorage()).read(STORAGE_KEYS.history, favoritesSchema)).toEqual({ status: 'missing' });
  });

  it.each([
    ['invalid JSON', '[{"mediaid":', 'invalid-json'],
    ['a wrong shape', '[{"title":"no id"}]', 'invalid-shape'],
  ])('reports %s as corrupted with the raw text, so callers can refuse to overwrite it', (_label, raw, reason) => {
    const storage = new StorageService(createMemoryStorage({ 'jwapp.favorites': raw }));
    const result = storage.read(STORAGE_KEYS.favorites, favoritesSchema);
    expect(result).toMatchObject({ status: 'corrupted', reason, raw });
  });

  it('lists the schema issues of a wrong shape', () => {
    const storage = new StorageService(createMemoryStorage({ 'jwapp.favorites': '[{"title":"x"}]' }));
    const result = storage.read(STORAGE_KEYS.favorites, favoritesSchema);
    expect(result.status === 'corrupted' && result.issues?.[0]?.path).toEqual([0, 'mediaid']);
  });

  it('returns the schema output (defaults applied)', () => {
    const storage = new StorageService(createMemoryStorage({ 'jwapp.auth': '{}' }));
    expect(storage.read(STORAGE_KEYS.auth, z.object({ remember: z.boolean().default(false) }))).toEqual({ status: 'value', value: { remember: false } });
  });

  it.each([
    ['QuotaExceededError', 'quota-exceeded'],
    ['NS_ERROR_DOM_QUOTA_REACHED', 'quota-exceeded'],
    ['SecurityError', 'security'],
    ['TypeError', 'unknown'],
  ])('survives %s on write and says so', (name, reason) => {
    const storage = new StorageService(failingBackend(domError(name)));
    expect(storage.write(STORAGE_KEYS.history, [])).toMatchObject({ ok: false, reason });
    expect(storage.remove(STORAGE_KEYS.history)).toMatchObject({ ok: false, reason });
  });

  it('survives a throwing read as a corrupted (unreadable) item', () => {
    const storage = new StorageService(failingBackend('blocked'));
    expect(storage.read(STORAGE_KEYS.history, favoritesSchema)).toEqual({ status: 'corrupted', reason: 'unreadable', error: 'blocked' });
  });

  it.each([
    ['a cyclic value', (() => {
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      return cyclic;
    })()],
    ['undefined', undefined],
  ])('refuses %s as not serializable', (_label, value) => {
    const storage = new StorageService(createMemoryStorage());
    expect(storage.write(STORAGE_KEYS.auth, value)).toMatchObject({ ok: false, reason: 'not-serializable' });
  });

  it('keeps plain text items as they are and removes items', () => {
    const backend = createMemoryStorage();
    const storage = createStorageService(backend);
    expect(storage.writeText(STORAGE_KEYS.language, 'nl')).toEqual({ ok: true });
    expect(backend.getItem('jwapp.language')).toBe('nl');
    expect(storage.readText(STORAGE_KEYS.language)).toEqual({ status: 'value', value: 'nl' });
    expect(storage.remove(STORAGE_KEYS.language)).toEqual({ ok: true });
    expect(storage.readText(STORAGE_KEYS.language)).toEqual({ status: 'missing' });
  });

  it('accepts another prefix', () => {
    const backend = createMemoryStorage();
    new StorageService(backend, 'kids.').writeText('language', 'en');
    expect(backend.getItem('kids.language')).toBe('en');
  });
});

describe('createDefaultStorageBackend', () => {
  it('uses localStorage when it accepts writes, leaving no probe behind', () => {
    const local = createMemoryStorage();
    expect(createDefaultStorageBackend({ localStorage: local })).toBe(local);
    expect(local.getItem('jwapp.__probe__')).toBeNull();
  });

  it.each([
    ['no localStorage (server side)', {}],
    ['a localStorage that refuses writes', { localStorage: failingBackend(domError('QuotaExceededError')) }],
    [
      'a localStorage whose access throws',
      Object.defineProperty({}, 'localStorage', {
        get: () => {
          throw domError('SecurityError');
        },
      }),
    ],
  ])('falls back to memory with %s', (_label, scope) => {
    const backend = createDefaultStorageBackend(scope);
    backend.setItem('jwapp.x', '1');
    expect(backend.getItem('jwapp.x')).toBe('1');
  });

  it('works with whatever the current runtime offers (Node here)', () => {
    const storage = createStorageService();
    expect(storage.write(STORAGE_KEYS.config, 'abcdefgh')).toEqual({ ok: true });
    expect(storage.read(STORAGE_KEYS.config, z.string())).toEqual({ status: 'value', value: 'abcdefgh' });
  });
});
