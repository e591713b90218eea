import { STORAGE_KEYS, authTokensSchema, type AuthTokens, type StorageService } from '@ott/common';

/**
 * The session tokens under the app's existing auth key (`jwapp.auth`, 000 §9 "Stored items").
 *
 * Storage is the source of truth, read on every use: tabs share it, so a login, a refresh or a
 * logout in one tab is seen by the others. When storage refuses a write (private mode, quota),
 * the tokens are kept in memory for this tab instead, so signing in still works there.
 */
export class TokenStore {
  private memoryCopy: AuthTokens | null = null;

  constructor(private readonly storage: StorageService) {}

  read(): AuthTokens | null {
    if (this.memoryCopy) return this.memoryCopy;
    const stored = this.storage.read(STORAGE_KEYS.auth, authTokensSchema);
    // Unreadable or malformed tokens are no session at all: the user signs in again.
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
