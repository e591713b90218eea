import { mediaItemSchema } from '@ott/common';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlaybackPlan } from './playbackPlan';
import { createPlayerSession, type PlayerSession } from './playerSession';
import type { SsaiBreak } from './ssaiBreaks';
import { FakePlayerAdapter } from './testing/FakePlayerAdapter';

const FILM = mediaItemSchema.parse({ mediaid: 'mvTide01', title: 'The Long Tide', duration: 68 });
const VOD: PlaybackPlan = { source: { url: 'https://cdn.test/ssai/demossai/mvTide01/master.m3u8' }, live: false, fromBeginning: false };
const video = document.createElement('video');

const adBreak = (index: number, count: number, ads: Array<[number, number]>, contentStart: number): SsaiBreak => {
  const streamStart = ads[0]![0];
  const streamEnd = ads.at(-1)![1];
  return { index, count, streamStart, streamEnd, duration: streamEnd - streamStart, contentStart, ads: ads.map(([start, end]) => ({ streamStart: start, streamEnd: end })) };
};
/** The demossai stitching of the film: an 8-s pre-roll, an 8-s mid-roll at content 16 s; 84 s of stream, 68 s of film. */
const DEMOSSAI = [adBreak(1, 2, [[0, 8]], 0), adBreak(2, 2, [[24, 32]], 16)];
/** A pre-roll of two ads (a pod the playlist splits with a discontinuity). */
const POD = [adBreak(1, 1, [[0, 4], [4, 10]], 0)];
const STREAM_SECONDS = 84;

/** Lets every pending promise chain run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What the viewer, the browser or the stream does: `breaks`/`pod` the playlist's breaks read by the
 * engine, `play` and `toggle` the controls, `time:<s>` the stream playing on to a stream time,
 * `seek:<s>` the seek bar (content time), `stop` leaving the screen.
 */
type Step = 'breaks' | 'pod' | 'play' | 'toggle' | 'stop' | `time:${number}` | `seek:${number}`;

interface Run {
  session: PlayerSession;
  adapter: () => FakePlayerAdapter;
  /** The engine's commands (`load`, `play`, `pause`, `seek:<stream s>`, `destroy`), in order. */
  log: string[];
  saved: number[];
  step: (step: Step) => Promise<void>;
}

function startRun(options: { startPosition?: number } = {}): Run {
  const log: string[] = [];
  const saved: number[] = [];
  const adapters: FakePlayerAdapter[] = [];
  const session = createPlayerSession();
  const plan = options.startPosition === undefined ? VOD : { ...VOD, startPosition: options.startPosition };
  const stop = session.start({
    video,
    item: FILM,
    plan,
    createAdapter: () => {
      const adapter = new FakePlayerAdapter(log);
      adapter.set({ duration: STREAM_SECONDS, seekableEnd: STREAM_SECONDS });
      adapters.push(adapter);
      return adapter;
    },
    saveProgress: (progress) => saved.push(Number(progress.toFixed(3))),
  });
  cleanups.push(stop);
  const adapter = () => adapters.at(-1)!;
  const step = async (step: Step) => {
    const [name, value] = step.split(':') as [string, string | undefined];
    if (name === 'breaks') adapter().emit('ssaibreaks', { breaks: DEMOSSAI });
    else if (name === 'pod') adapter().emit('ssaibreaks', { breaks: POD });
    else if (name === 'play') session.play();
    else if (name === 'toggle') session.togglePlay();
    else if (name === 'time') adapter().advanceTo(Number(value));
    else if (name === 'seek') session.seek(Number(value));
    else if (name === 'stop') stop();
    await settle();
  };
  return { session, adapter, log, saved, step };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** What the viewer sees: the ad UI ("Ad 1 of 2", the time left in the break) or the film's own time. */
function view(session: PlayerSession): string {
  const { ad, adBreak, snapshot } = session.getState();
  if (ad) return `ad ${ad.position} of ${ad.count}, ${ad.duration - ad.currentTime} s left${ad.skipOffset === null ? '' : ', skippable'} (${adBreak?.id})`;
  return `film at ${snapshot.currentTime} of ${snapshot.duration}`;
}

interface Scenario {
  name: string;
  startPosition?: number;
  /** Each step and what the viewer sees after it. */
  steps: Array<[Step, string]>;
  log: string[];
}

describe('player session: breaks stitched into the stream (ssai)', () => {
  it.each<Scenario>([
    {
      name: 'the pre-roll plays with the ad UI, then the film starts at 0:00',
      steps: [
        ['breaks', 'film at 0 of 68'],
        ['play', 'ad 1 of 1, 8 s left (ssai-1)'],
        ['time:5', 'ad 1 of 1, 3 s left (ssai-1)'],
        ['time:8', 'film at 0 of 68'],
        ['time:10', 'film at 2 of 68'],
      ],
      log: ['load', 'play'],
    },
    {
      name: 'the ad UI counts the ads of a pod',
      steps: [
        ['pod', 'film at 0 of 74'],
        ['play', 'ad 1 of 2, 10 s left (ssai-1)'],
        ['time:5', 'ad 2 of 2, 5 s left (ssai-1)'],
        ['time:10', 'film at 0 of 74'],
      ],
      log: ['load', 'play'],
    },
    {
      name: 'the mid-roll plays when the film reaches it; the shown time stands still meanwhile',
      steps: [
        ['breaks', 'film at 0 of 68'],
        ['play', 'ad 1 of 1, 8 s left (ssai-1)'],
        ['time:8', 'film at 0 of 68'],
        ['time:23', 'film at 15 of 68'],
        ['time:24', 'ad 1 of 1, 8 s left (ssai-2)'],
        ['time:30', 'ad 1 of 1, 2 s left (ssai-2)'],
        ['time:32', 'film at 16 of 68'],
        ['time:40', 'film at 24 of 68'],
      ],
      log: ['load', 'play'],
    },
    {
      name: 'a seek past the unwatched mid-roll plays it first, then the film where the viewer asked',
      steps: [
        ['breaks', 'film at 0 of 68'],
        ['play', 'ad 1 of 1, 8 s left (ssai-1)'],
        ['time:12', 'film at 4 of 68'],
        ['seek:40', 'film at 16 of 68'],
        ['time:24', 'ad 1 of 1, 8 s left (ssai-2)'],
        ['time:32', 'film at 40 of 68'],
      ],
      log: ['load', 'play', 'seek:24', 'seek:56'],
    },
    {
      name: 'a seek within the film before the mid-roll goes there',
      steps: [
        ['breaks', 'film at 0 of 68'],
        ['play', 'ad 1 of 1, 8 s left (ssai-1)'],
        ['time:9', 'film at 1 of 68'],
        ['seek:10', 'film at 10 of 68'],
      ],
      log: ['load', 'play', 'seek:18'],
    },
    {
      name: 'a break already watched is not forced again: seeks pass it, playing into it jumps over it',
      steps: [
        ['breaks', 'film at 0 of 68'],
        ['play', 'ad 1 of 1, 8 s left (ssai-1)'],
        ['time:8', 'film at 0 of 68'],
        ['time:24', 'ad 1 of 1, 8 s left (ssai-2)'],
        ['time:32', 'film at 16 of 68'],
        ['seek:2', 'film at 2 of 68'],
        ['seek:40', 'film at 40 of 68'],
        ['seek:15', 'film at 15 of 68'],
        ['time:24.5', 'film at 16 of 68'],
        ['seek:0', 'film at 0 of 68'],
      ],
      log: ['load', 'play', 'seek:10', 'seek:56', 'seek:23', 'seek:32', 'seek:8'],
    },
    {
      name: 'the controls cannot pause or seek a stitched break, and it has no skip',
      steps: [
        ['breaks', 'film at 0 of 68'],
        ['play', 'ad 1 of 1, 8 s left (ssai-1)'],
        ['time:2', 'ad 1 of 1, 6 s left (ssai-1)'],
        ['toggle', 'ad 1 of 1, 6 s left (ssai-1)'],
        ['seek:40', 'ad 1 of 1, 6 s left (ssai-1)'],
      ],
      log: ['load', 'play'],
    },
    {
      name: 'a seek while paused that lands in the mid-roll plays it',
      steps: [
        ['breaks', 'film at 0 of 68'],
        ['play', 'ad 1 of 1, 8 s left (ssai-1)'],
        ['time:12', 'film at 4 of 68'],
        ['toggle', 'film at 4 of 68'],
        ['seek:30', 'film at 16 of 68'],
        ['time:24', 'ad 1 of 1, 8 s left (ssai-2)'],
        ['time:32', 'film at 30 of 68'],
      ],
      log: ['load', 'play', 'pause', 'seek:24', 'play', 'seek:46'],
    },
    {
      name: 'a resume point in content time plays at its stream time, past the breaks before it',
      startPosition: 30,
      steps: [
        ['breaks', 'film at 30 of 68'],
        ['play', 'film at 30 of 68'],
        ['time:50', 'film at 34 of 68'],
        ['seek:0', 'film at 0 of 68'],
      ],
      log: ['load', 'seek:46', 'play', 'seek:8'],
    },
    {
      name: 'a stream without breaks: content time is stream time',
      steps: [
        ['play', 'film at 0 of 84'],
        ['time:30', 'film at 30 of 84'],
        ['seek:40', 'film at 40 of 84'],
      ],
      log: ['load', 'play', 'seek:40'],
    },
  ])('$name', async ({ startPosition, steps, log }) => {
    const run = startRun({ startPosition });
    await settle();
    const seen: Array<[Step, string]> = [];
    for (const [step] of steps) {
      await run.step(step);
      seen.push([step, view(run.session)]);
    }
    expect(seen).toEqual(steps);
    expect(run.log).toEqual(log);
  });

  it('names the stitched break in the state, as a stitched ad without a link', async () => {
    const run = startRun();
    await settle();
    await run.step('breaks');
    await run.step('play');
    expect(run.session.getState()).toMatchObject({
      adBreak: { id: 'ssai-1', offset: 'pre' },
      ad: { breakId: 'ssai-1', position: 1, count: 1, stitched: true, clickable: false, skipOffset: null },
    });
    await run.step('stop');
    expect(run.session.getState()).toMatchObject({ adBreak: null, ad: null });
  });

  it('saves progress in content time, never during a break', async () => {
    const run = startRun();
    await settle();
    for (const step of ['breaks', 'play', 'time:4', 'toggle'] as const) await run.step(step);
    expect(run.saved).toEqual([]); // the pre-roll is no progress (and cannot be paused)
    for (const step of ['time:8', 'time:24', 'time:32', 'time:58', 'toggle', 'stop'] as const) await run.step(step);
    // The film from 0:00 after the pre-roll, on from 0:16 after the mid-roll, paused at stream 58 s: 42 s of the 68-s film.
    expect(run.saved).toEqual([0, Number((16 / 68).toFixed(3)), Number((42 / 68).toFixed(3))]);
  });
});
