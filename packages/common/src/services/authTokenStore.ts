import { STORAGE_KEYS } from '../constants';
import { authTokensSchema, type AuthTokens } from '../entities/auth';
import type { StorageService } from './storage';

/**
 * An integration's session tokens under the app's auth key (`jwapp.auth`, 000 §9 "Stored items"):
 * `{ token, refreshToken, expires }`. Storage is the source of truth, read on every use: tabs share
 * it, so a login, a refresh or a logout in one tab is seen by the others. When storage refuses a
 * write (private mode, quota), the tokens are kept in memory for this tab, so signing in still works.
 */
export class AuthTokenStore {
  private memoryCopy: AuthTokens | null = null;

  constructor(private readonly storage: StorageService) {}

  read(): AuthTokens | null {
    if (this.memoryCopy) return this.memoryCopy;
    // Unreadable or malformed tokens are no session at all: the viewer signs in again.
    const stored = this.storage.read(STORAGE_KEYS.auth, authTokensSchema);
    return stored.status === 'value' ? stored.value : null;
  }

  write(tokens: AuthTokens): void {
    const written = this.storage.write(STORAGE_KEYS.auth, tokens);
    this.memoryCopy = written.ok ? null : tokens;
  }

  clear(): void {
    this.memoryCopy = null;
    this.storage.remove(STORAGE_KEYS.auth);
  }
}
