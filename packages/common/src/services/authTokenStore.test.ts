import { describe, expect, it } from 'vitest';
import { AuthTokenStore } from './authTokenStore';
import { createMemoryStorage, createStorageService, type StorageBackend } from './storage';

const TOKENS = { token: 'jwt-1', refreshToken: 'refresh-1', expires: 1_700_000_000_000 };

/** A backend that refuses every write, as a browser in private mode with a full quota does. */
const refusingWrites = (): StorageBackend => ({ ...createMemoryStorage(), setItem: () => { throw new DOMException('full', 'QuotaExceededError'); } });

describe('AuthTokenStore', () => {
  it('keeps the tokens under jwapp.auth, where another tab reads them', () => {
    const backend = createMemoryStorage();
    new AuthTokenStore(createStorageService(backend)).write(TOKENS);
    expect(JSON.parse(backend.getItem('jwapp.auth') ?? 'null')).toEqual(TOKENS);
    expect(new AuthTokenStore(createStorageService(backend)).read()).toEqual(TOKENS);
  });

  it.each([
    ['not JSON', '{broken'],
    ['another shape', JSON.stringify({ jwt: 'x' })],
  ])('reads stored tokens that are %s as no session', (_case, stored) => {
    const backend = createMemoryStorage();
    backend.setItem('jwapp.auth', stored);
    expect(new AuthTokenStore(createStorageService(backend)).read()).toBeNull();
  });

  it('keeps the session in memory for this tab when storage refuses the write, until it is cleared', () => {
    const store = new AuthTokenStore(createStorageService(refusingWrites()));
    store.write(TOKENS);
    expect(store.read()).toEqual(TOKENS);
    store.clear();
    expect(store.read()).toBeNull();
  });
});
