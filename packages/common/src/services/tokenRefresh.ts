import { z } from '../zod';
import { TOKEN_REFRESH_THRESHOLD_MS } from '../constants';
import { createAppError } from '../errors/catalogue';

/**
 * When stored tokens must be refreshed (000 §4): once they have expired (a billing provider, an
 * access bridge), or as soon as fewer than 3 days (TOKEN_REFRESH_THRESHOLD_MS) remain (the
 * custom API and its variant). Each integration names its policy.
 */
export type RefreshPolicy = 'when-expired' | 'before-threshold';


/** True when tokens expiring at `expiresAtMs` (epoch ms) must be refreshed at `nowMs`. */
export function isTokenRefreshNeeded(expiresAtMs: number, nowMs: number, policy: RefreshPolicy): boolean {
  const remaining = expiresAtMs - nowMs;
  return policy === 'when-expired' ? remaining <= 0 : remaining < TOKEN_REFRESH_THRESHOLD_MS;
}

/** What tabs tell each other about a refresh, so that only one tab refreshes. */
export const refreshChannelMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('refreshing'), tabId: z.string() }),
  z.object({ type: z.literal('resolved'), tabId: z.string(), tokens: z.unknown() }),
  z.object({ type: z.literal('rejected'), tabId: z.string(), reason: z.string() }),
]);
export type RefreshChannelMessage = z.infer<typeof refreshChannelMessageSchema>;

/** A cross-tab message bus; see fromBroadcastChannel. */
export interface RefreshChannel {
  post(message: RefreshChannelMessage): void;
  /** Listens for messages of other tabs (unvalidated); returns the unsubscribe function. */
  subscribe(listener: (message: unknown) => void): () => void;
  /** Releases the underlying channel (the queue never calls it: a channel may be shared). */
  close?(): void;
}

/** The part of BroadcastChannel the queue uses. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  removeEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  close?(): void;
}

export const fromBroadcastChannel = (channel: BroadcastChannelLike): RefreshChannel => ({
  post: (message) => channel.postMessage(message),
  subscribe: (listener) => {
    const onMessage = (event: { data: unknown }): void => listener(event.data);
    channel.addEventListener('message', onMessage);
    return () => channel.removeEventListener('message', onMessage);
  },
  close: () => channel.close?.(),
});

export const TOKEN_REFRESH_CHANNEL_NAME = 'jwapp.token-refresh';

/** A BroadcastChannel-backed channel where the runtime has one (browsers, Node 18+), else undefined. */
export function createBroadcastRefreshChannel(
  name: string = TOKEN_REFRESH_CHANNEL_NAME,
  scope: { BroadcastChannel?: new (name: string) => BroadcastChannelLike } = globalThis as never,
): RefreshChannel | undefined {
  return scope.BroadcastChannel ? fromBroadcastChannel(new scope.BroadcastChannel(name)) : undefined;
}

/** How long a tab waits for another tab's refresh before refreshing itself (that tab may have closed). */
export const REMOTE_REFRESH_TIMEOUT_MS = 15_000;

export interface TokenRefreshQueueOptions<T> {
  /** Performs the refresh call of the provider. */
  refresh: () => Promise<T>;
  /** Clears the stored tokens after a failed refresh (the user is then logged out). */
  clearTokens: () => void | Promise<void>;
  /** Shares refreshing/resolved/rejected with other tabs. */
  channel?: RefreshChannel;
  /** Validates tokens received from another tab; invalid ones are ignored. */
  tokensSchema?: z.core.$ZodType<T>;
  /** Called with tokens another tab obtained, so this tab can keep them. */
  onRemoteTokens?: (tokens: T) => void;
  tabId?: string;
  remoteTimeoutMs?: number;
}

interface Waiters<T> {
  resolve: (tokens: T) => void;
  reject: (error: unknown) => void;
  promise: Promise<T>;
}

function createWaiters<T>(): Waiters<T> {
  let resolve!: (tokens: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { resolve, reject, promise };
}

interface RemoteRefresh<T> {
  timer: ReturnType<typeof setTimeout>;
  waiters?: Waiters<T>;
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/**
 * One token refresh at a time (000 §4). Callers arriving while a refresh runs share it; success
 * resolves all of them with the new tokens; failure clears the stored tokens and rejects all of
 * them with the refresh error. With a channel, a tab that hears another tab is refreshing waits
 * for its "resolved" (or "rejected") instead of refreshing again, for at most remoteTimeoutMs.
 *
 * Two tabs that start at the very same moment may both refresh: messages cannot make that
 * atomic, and providers accept a second refresh with the same refresh token within the same window.
 */
export class TokenRefreshQueue<T> {
  readonly tabId: string;
  private pending: Promise<T> | null = null;
  private remote: RemoteRefresh<T> | null = null;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: TokenRefreshQueueOptions<T>) {
    this.tabId = options.tabId ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    this.unsubscribe = options.channel?.subscribe((message) => this.onMessage(message)) ?? (() => undefined);
  }

  /** True while this tab refreshes or waits for another tab's refresh. */
  get isRefreshing(): boolean {
    return this.pending !== null;
  }

  /** Refreshes the tokens, or joins the refresh already under way (here or in another tab). */
  refresh(): Promise<T> {
    this.pending ??= (this.remote ? this.waitForRemote(this.remote) : this.refreshHere()).finally(() => {
      this.pending = null;
    });
    return this.pending;
  }

  /**
   * Tokens good to use now: `current` when it is still fresh under `policy`, else refreshed ones.
   * A refresh already under way is joined even when `current` looks fresh.
   */
  getValidTokens(current: T, expiresAtMs: number, policy: RefreshPolicy, nowMs: number = Date.now()): Promise<T> {
    if (this.pending || isTokenRefreshNeeded(expiresAtMs, nowMs, policy)) return this.refresh();
    return Promise.resolve(current);
  }

  /** Stops listening to other tabs. */
  dispose(): void {
    this.unsubscribe();
    if (this.remote) clearTimeout(this.remote.timer);
    this.remote = null;
  }

  private async refreshHere(): Promise<T> {
    this.post({ type: 'refreshing', tabId: this.tabId });
    try {
      const tokens = await this.options.refresh();
      this.post({ type: 'resolved', tabId: this.tabId, tokens });
      return tokens;
    } catch (error) {
      await this.clearTokens();
      this.post({ type: 'rejected', tabId: this.tabId, reason: reasonOf(error) });
      throw error;
    }
  }

  private waitForRemote(remote: RemoteRefresh<T>): Promise<T> {
    remote.waiters ??= createWaiters<T>();
    return remote.waiters.promise;
  }

  private onMessage(raw: unknown): void {
    const parsed = refreshChannelMessageSchema.safeParse(raw);
    if (!parsed.success || parsed.data.tabId === this.tabId) return;
    const message = parsed.data;

    if (message.type === 'refreshing') {
      // Our own refresh already runs: let both finish rather than wait on each other.
      if (this.pending || this.remote) return;
      this.remote = { timer: setTimeout(() => this.onRemoteTimeout(), this.options.remoteTimeoutMs ?? REMOTE_REFRESH_TIMEOUT_MS) };
      return;
    }

    if (message.type === 'resolved') {
      const tokens = this.options.tokensSchema ? z.safeParse(this.options.tokensSchema, message.tokens) : { success: true as const, data: message.tokens as T };
      if (!tokens.success) return;
      const remote = this.endRemote();
      remote?.waiters?.resolve(tokens.data);
      this.options.onRemoteTokens?.(tokens.data);
      return;
    }

    const remote = this.endRemote();
    if (remote?.waiters) {
      const { waiters } = remote;
      void this.clearTokens().then(() => waiters.reject(createAppError('not_logged_in', { details: { reason: message.reason } })));
    }
  }

  /** The other tab went quiet: whoever waits for it refreshes here instead. */
  private onRemoteTimeout(): void {
    const remote = this.endRemote();
    if (remote?.waiters) this.refreshHere().then(remote.waiters.resolve, remote.waiters.reject);
  }

  private endRemote(): RemoteRefresh<T> | null {
    const remote = this.remote;
    if (remote) clearTimeout(remote.timer);
    this.remote = null;
    return remote;
  }

  private async clearTokens(): Promise<void> {
    try {
      await this.options.clearTokens();
    } catch {
      // Clearing is best effort: the refresh error is what the waiters must see.
    }
  }

  private post(message: RefreshChannelMessage): void {
    try {
      this.options.channel?.post(message);
    } catch {
      // A closed channel or uncloneable tokens must not break this tab's refresh.
    }
  }
}
