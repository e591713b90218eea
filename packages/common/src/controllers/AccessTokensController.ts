import { ACCESS_TOKEN_TTL_MS, STORAGE_KEYS } from '../constants';
import { accessTokensSchema, type AccessTokens } from '../entities/auth';
import { isAppError } from '../errors/AppError';
import { createAppError } from '../errors/catalogue';
import { isHttpError } from '../errors/httpErrors';
import type { AccessBridge, AccessTokenPair } from '../services/accessBridge';
import { silentLogger, type Logger } from '../services/logger';
import type { StorageService } from '../services/storage';

/**
 * The access tokens of a non-free site (000 §4 "Access tokens", 001 §4, §7.3): a passport and its
 * refresh token from the content host's access bridge, generated on login or at start, stored under
 * `jwapp.access-tokens` (STORAGE_KEYS.accessTokens) with a one-hour expiry (ACCESS_TOKEN_TTL_MS),
 * refreshed when expired, and refreshed once more when a call with the passport is refused with 403.
 *
 * - One generate or refresh at a time: concurrent callers share it.
 * - An answer that arrives after `clear()` (logout) is dropped, never stored.
 * - A stored item that cannot be read (not JSON, wrong shape) counts as none: new tokens are generated.
 * - Errors are normalised once, here: "Failed to get / generate access tokens and retrieve media."
 *   (`access_tokens_failed`) and "Failed to refresh access tokens and retrieve media."
 *   (`access_tokens_refresh_failed`), the bridge's error kept as `cause`.
 */
export interface AccessTokensController {
  /** New tokens for the signed-in viewer (login, start); null when nobody is signed in. */
  generate(): Promise<AccessTokens | null>;
  /** Valid tokens: the stored ones, refreshed when expired, generated when there are none; null when nobody is signed in. */
  getAccessTokens(): Promise<AccessTokens | null>;
  /**
   * Runs `call` with a valid passport. A 403 reply refreshes the tokens once and runs `call` once
   * more; whatever that second call raises is raised (no loop). Null when nobody is signed in.
   */
  withPassport<T>(call: (passport: string) => Promise<T>): Promise<T | null>;
  /** Forgets the tokens (logout); answers still on their way are dropped. */
  clear(): void;
}

export interface AccessTokensControllerOptions {
  bridge: AccessBridge;
  storage: StorageService;
  /** The signed-in viewer's account credential (the bridge's bearer), or null when signed out. */
  getAuthToken: () => Promise<string | null>;
  /** Epoch milliseconds. Default Date.now. */
  now?: () => number;
  logger?: Logger;
}

const KEY = STORAGE_KEYS.accessTokens;

export function createAccessTokensController(options: AccessTokensControllerOptions): AccessTokensController {
  const { bridge, storage, getAuthToken } = options;
  const now = options.now ?? Date.now;
  const logger = options.logger ?? silentLogger;

  /** Bumped by clear(): an answer for an older generation is dropped. */
  let generation = 0;
  let inFlight: Promise<AccessTokens | null> | null = null;
  /** Tokens the storage refused to keep: they serve this page until they expire or are cleared. */
  let unsaved: AccessTokens | null = null;

  function readStored(): AccessTokens | null {
    const stored = storage.read(KEY, accessTokensSchema);
    if (stored.status === 'value') return stored.value;
    if (stored.status === 'corrupted') {
      logger.warn('The stored access tokens cannot be read; new ones are generated', stored.reason);
      storage.remove(KEY);
      return null;
    }
    return unsaved;
  }

  function store(pair: AccessTokenPair, id: number): AccessTokens | null {
    if (id !== generation) return null;
    const tokens: AccessTokens = { passport: pair.passport, refreshToken: pair.refreshToken, expires: now() + ACCESS_TOKEN_TTL_MS };
    const written = storage.write(KEY, tokens);
    unsaved = written.ok ? null : tokens;
    if (!written.ok) logger.warn('The access tokens could not be stored; they last for this page only', written.reason);
    return tokens;
  }

  /** One generate or refresh at a time; a caller arriving meanwhile gets the same answer. */
  function single(run: (id: number) => Promise<AccessTokens | null>): Promise<AccessTokens | null> {
    if (inFlight) return inFlight;
    const id = generation;
    const current = run(id).finally(() => {
      if (inFlight === current) inFlight = null;
    });
    inFlight = current;
    return current;
  }

  const doGenerate = (id: number) =>
    (async () => {
      const authToken = await getAuthToken().catch(() => null);
      if (!authToken) return null;
      try {
        return store(await bridge.generate(authToken), id);
      } catch (error) {
        throw createAppError('access_tokens_failed', { cause: error, details: isAppError(error) ? { status: error.code } : {} });
      }
    })();

  const doRefresh = (refreshToken: string, id: number) =>
    (async () => {
      try {
        return store(await bridge.refresh(refreshToken), id);
      } catch (error) {
        // The refresh token is no good any more: the next call generates a new pair.
        if (id === generation) {
          storage.remove(KEY);
          unsaved = null;
        }
        throw createAppError('access_tokens_refresh_failed', { cause: error, details: isAppError(error) ? { status: error.code } : {} });
      }
    })();

  /** Refreshes the stored tokens; without any, generates new ones. */
  const refresh = () =>
    single((id) => {
      const stored = readStored();
      return stored ? doRefresh(stored.refreshToken, id) : doGenerate(id);
    });

  const controller: AccessTokensController = {
    generate: () => single(doGenerate),

    async getAccessTokens() {
      if (inFlight) return inFlight;
      const stored = readStored();
      if (stored && stored.expires > now()) return stored;
      return stored ? refresh() : controller.generate();
    },

    async withPassport(call) {
      const tokens = await controller.getAccessTokens();
      if (!tokens) return null;
      try {
        return await call(tokens.passport);
      } catch (error) {
        if (!isHttpError(error, 403)) throw error;
      }
      // The passport was refused: refresh once and try once more.
      const refreshed = await refresh();
      if (!refreshed) throw createAppError('access_tokens_refresh_failed', { details: { reason: 'signed out meanwhile' } });
      return call(refreshed.passport);
    },

    clear() {
      generation += 1;
      inFlight = null;
      unsaved = null;
      storage.remove(KEY);
    },
  };
  return controller;
}
