import type { AdBreakContext, AdBreakPlayer, AdBreakRequest, ScheduledAdBreak } from '../adBreaks';

interface PlayingBreak {
  adBreak: ScheduledAdBreak;
  context: AdBreakContext;
  end: (outcome: 'ad-end' | 'ad-failed') => void;
}

export interface FakeAdBreakOptions {
  /** Where the fake records what it does (`ad:<id>` when a break starts, then `ad-end:<id>`, `ad-failed:<id>` or `ad-aborted:<id>`); shared with a FakePlayerAdapter's calls to see the order. */
  log?: string[];
  /** The breaks are stitched into the stream: the content plays on through them. Otherwise a break pauses the content, as a client-side ad does. */
  stitched?: boolean;
}

/**
 * A scriptable ad-break player for session and component tests: it gives the breaks it was made
 * with (an array, or a promise for a fetched schedule), and plays each until the test calls
 * `finish()` or `fail()`, or the session aborts it.
 */
export class FakeAdBreakPlayer implements AdBreakPlayer {
  readonly log: string[];
  /** What `breaksFor` was asked. */
  readonly requests: { request: AdBreakRequest; signal: AbortSignal }[] = [];
  private readonly stitched: boolean;
  private playingBreak: PlayingBreak | null = null;

  constructor(
    private readonly breaks: readonly ScheduledAdBreak[] | Promise<readonly ScheduledAdBreak[]>,
    options: FakeAdBreakOptions = {},
  ) {
    this.log = options.log ?? [];
    this.stitched = options.stitched ?? false;
  }

  breaksFor(request: AdBreakRequest, signal: AbortSignal): readonly ScheduledAdBreak[] | Promise<readonly ScheduledAdBreak[]> {
    this.requests.push({ request, signal });
    return this.breaks;
  }

  playBreak(adBreak: ScheduledAdBreak, context: AdBreakContext): Promise<void> {
    this.log.push(`ad:${adBreak.id}`);
    if (!this.stitched && !context.content.getSnapshot().paused) context.content.pause();
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        this.playingBreak = null;
        this.log.push(`ad-aborted:${adBreak.id}`);
        reject(new DOMException('The ad break was aborted', 'AbortError'));
      };
      context.signal.addEventListener('abort', onAbort, { once: true });
      this.playingBreak = {
        adBreak,
        context,
        end: (outcome) => {
          context.signal.removeEventListener('abort', onAbort);
          this.playingBreak = null;
          this.log.push(`${outcome}:${adBreak.id}`);
          if (outcome === 'ad-end') resolve();
          else reject(new Error(`The ad of break ${adBreak.id} could not be played`));
        },
      };
    });
  }

  // ---- for tests ----

  /** The break playing now and what it was given, or null. */
  get playing(): { adBreak: ScheduledAdBreak; context: AdBreakContext } | null {
    return this.playingBreak && { adBreak: this.playingBreak.adBreak, context: this.playingBreak.context };
  }
  /** The break playing now comes to its end. */
  finish(): void {
    this.requirePlaying().end('ad-end');
  }
  /** The break playing now fails (its ad cannot be had or played). */
  fail(): void {
    this.requirePlaying().end('ad-failed');
  }

  private requirePlaying(): PlayingBreak {
    if (!this.playingBreak) throw new Error('No ad break is playing');
    return this.playingBreak;
  }
}
