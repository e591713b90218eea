/** One tracking request the server sent for a stitched ad. */
export interface BeaconRecord {
  session: string;
  ad: string;
  event: string;
  url: string;
  /** The HTTP status, or why there is none. */
  outcome: number | 'timeout' | 'error';
}

export interface AdBeaconsOptions {
  /** The HTTP client (tests pass a recording one). */
  fetch?: typeof fetch;
  /** Per request; a tracking server that hangs is given up on. */
  timeoutMs?: number;
  /** How many records `sent` keeps (the newest). */
  keep?: number;
}

/**
 * Fires the tracking URLs of stitched ads from the server (the player never sees the VAST). The
 * requests of one session go one after the other, so an ad server sees impression, start, the
 * quartiles and complete in order; nobody waits for them (a segment reply never does), each is
 * bounded by a timeout, and failures are recorded, never thrown.
 */
export class AdBeacons {
  readonly sent: BeaconRecord[] = [];
  private readonly queues = new Map<string, Promise<void>>();
  private readonly fetch: typeof fetch;
  private readonly timeoutMs: number;
  private readonly keep: number;

  constructor(options: AdBeaconsOptions = {}) {
    this.fetch = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 2000;
    this.keep = options.keep ?? 1000;
  }

  /** Queues the beacons behind the session's earlier ones and returns at once. */
  fire(session: string, ad: string, beacons: ReadonlyArray<{ event: string; url: string }>): void {
    if (beacons.length === 0) return;
    const previous = this.queues.get(session) ?? Promise.resolve();
    const next = beacons.reduce((chain, beacon) => chain.then(() => this.send(session, ad, beacon)), previous);
    this.queues.set(session, next);
    void next.then(() => {
      if (this.queues.get(session) === next) this.queues.delete(session);
    });
  }

  /** Resolves when every queued beacon has been sent or given up (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.queues.size > 0) await Promise.all(this.queues.values());
  }

  private async send(session: string, ad: string, { event, url }: { event: string; url: string }): Promise<void> {
    let outcome: BeaconRecord['outcome'];
    try {
      const response = await this.fetch(url, { signal: AbortSignal.timeout(this.timeoutMs), redirect: 'follow' });
      outcome = response.status;
      await response.body?.cancel();
    } catch (error) {
      outcome = error instanceof Error && error.name === 'TimeoutError' ? 'timeout' : 'error';
    }
    this.sent.push({ session, ad, event, url, outcome });
    if (this.sent.length > this.keep) this.sent.splice(0, this.sent.length - this.keep);
  }
}
