import { STORAGE_KEYS, authTokensSchema, type AuthTokens, type StorageService } from '@ott/common';

/**
 * The session tokens under the app's auth key (`jwapp.auth`, 000 §9): `{ token (the JWT),
 * refreshToken, expires (ms) }`. Storage is read on every use, so tabs share one session; when
 * storage refuses a write (private mode, quota) the tokens are kept in memory for this tab.
 */
export class TokenStore {
  private memoryCopy: AuthTokens | null = null;

  constructor(private readonly storage: StorageService) {}

  read(): AuthTokens | null {
    if (this.memoryCopy) return this.memoryCopy;
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
