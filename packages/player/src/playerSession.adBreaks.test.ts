import { mediaItemSchema } from '@ott/common';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdBreakOffset, AdBreakPlayer, ScheduledAdBreak } from './adBreaks';
import type { PlaybackPlan } from './playbackPlan';
import type { PlayerAdapterFactory } from './PlayerAdapter';
import { createPlayerSession, type PlayerSession } from './playerSession';
import { FakeAdBreakPlayer } from './testing/FakeAdBreakPlayer';
import { FakePlayerAdapter } from './testing/FakePlayerAdapter';

const FILM = mediaItemSchema.parse({ mediaid: 'mv000001', title: 'A film', duration: 600 });
const VOD: PlaybackPlan = { source: { url: 'https://cdn.test/hls/clip/master.m3u8' }, live: false, fromBeginning: false };
const video = document.createElement('video');

const adBreak = (id: string, offset: AdBreakOffset): ScheduledAdBreak => ({ id, offset });
const PRE = adBreak('pre', 'pre');
const MID_120 = adBreak('mid120', 120);
const MID_300 = adBreak('mid300', 300);
const POST = adBreak('post', 'post');

/** Lets every pending promise chain run to its end. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * What a viewer (or the browser, or the ad) does, one step at a time: `play` and `toggle` are the
 * controls, `position:<s>` the content loaded at a resume point, `time:<s>` the content playing on
 * to (or jumping to) a time, `seek:<s>` the seek bar, `ended` the content's end, `arrive` the
 * fetched breaks arriving (or their fetch failing), `finish`/`fail` the ad playing now, `stop`
 * leaving the screen.
 */
type Step = 'play' | 'toggle' | 'ended' | 'arrive' | 'finish' | 'fail' | 'stop' | `position:${number}` | `time:${number}` | `seek:${number}`;

interface Run {
  session: PlayerSession;
  adapter: () => FakePlayerAdapter;
  ads: FakeAdBreakPlayer;
  /** Content commands (`load`, `play`, `pause`, `seek:…`, `destroy`), the ads' `ad:…` entries and `ended` (the end reported to the screen), in order. */
  log: string[];
  step: (step: Step) => Promise<void>;
}

/** How the breaks come: at once, or from a fetch that succeeds or fails when the `arrive` step says so. */
type Delivery = 'at-once' | 'fetched' | 'fetch-fails';

function startRun(options: { breaks: readonly ScheduledAdBreak[] | Promise<readonly ScheduledAdBreak[]>; delivery?: Delivery; stitched?: boolean; autoplay?: boolean }): Run {
  const log: string[] = [];
  let arrive = () => {};
  const delivery = options.delivery ?? 'at-once';
  const breaks =
    delivery === 'at-once'
      ? options.breaks
      : new Promise<readonly ScheduledAdBreak[]>((resolve, reject) => {
          arrive = () => (delivery === 'fetched' ? resolve(options.breaks) : reject(new Error('ad schedule not found')));
        });
  const adapters: FakePlayerAdapter[] = [];
  const createAdapter: PlayerAdapterFactory = () => {
    const adapter = new FakePlayerAdapter(log);
    adapter.set({ duration: 600 });
    adapters.push(adapter);
    return adapter;
  };
  const ads = new FakeAdBreakPlayer(breaks, { log, stitched: options.stitched ?? false });
  const session = createPlayerSession();
  const stop = session.start({ video, item: FILM, plan: VOD, createAdapter, adBreaks: ads, autoplay: options.autoplay ?? false, onEnded: () => log.push('ended') });
  const adapter = () => adapters.at(-1)!;
  const step = async (step: Step) => {
    const [name, value] = step.split(':') as [string, string | undefined];
    if (name === 'play') session.play();
    else if (name === 'toggle') session.togglePlay();
    else if (name === 'position') adapter().set({ currentTime: Number(value) });
    else if (name === 'time') adapter().advanceTo(Number(value));
    else if (name === 'seek') session.seek(Number(value));
    else if (name === 'ended') {
      adapter().set({ ended: true, paused: true });
      adapter().emit('ended');
    } else if (name === 'arrive') arrive();
    else if (name === 'finish') ads.finish();
    else if (name === 'fail') ads.fail();
    else if (name === 'stop') stop();
    await settle();
  };
  cleanups.push(stop);
  return { session, adapter, ads, log, step };
}

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

interface Scenario {
  name: string;
  breaks: readonly ScheduledAdBreak[];
  delivery?: Delivery;
  stitched?: boolean;
  autoplay?: boolean;
  steps: Step[];
  log: string[];
  /** Where the content is at the end (it resumes where it stopped for the break). */
  at?: number;
}

describe('player session: ad breaks', () => {
  it.each<Scenario>([
    {
      name: 'no breaks: the content alone, as without an ad-break player',
      breaks: [],
      steps: ['play', 'time:100', 'toggle', 'toggle', 'ended'],
      log: ['load', 'play', 'pause', 'play', 'ended'],
    },
    {
      name: 'a pre-roll plays before the content starts',
      breaks: [MID_300, PRE],
      steps: ['play', 'finish'],
      log: ['load', 'ad:pre', 'ad-end:pre', 'play'],
    },
    {
      name: 'pre-rolls play one after the other, in schedule order',
      breaks: [PRE, adBreak('pre2', 'pre')],
      steps: ['play', 'finish', 'finish'],
      log: ['load', 'ad:pre', 'ad-end:pre', 'ad:pre2', 'ad-end:pre2', 'play'],
    },
    {
      name: 'autoplay waits for the pre-roll too',
      breaks: [PRE],
      autoplay: true,
      steps: ['finish'],
      log: ['load', 'ad:pre', 'ad-end:pre', 'play'],
    },
    {
      name: 'a mid-roll pauses the content when its time is crossed, and the content resumes there',
      breaks: [MID_120],
      steps: ['play', 'time:60', 'time:120.25', 'finish', 'time:121'],
      log: ['load', 'play', 'ad:mid120', 'pause', 'ad-end:mid120', 'play'],
      at: 121,
    },
    {
      name: 'mid-rolls play in time order, each once, also after a seek back',
      breaks: [MID_300, MID_120],
      steps: ['play', 'time:10', 'time:121', 'finish', 'time:301', 'finish', 'time:100', 'time:130', 'time:310'],
      log: ['load', 'play', 'ad:mid120', 'pause', 'ad-end:mid120', 'play', 'ad:mid300', 'pause', 'ad-end:mid300', 'play'],
      at: 310,
    },
    {
      name: 'a jump past two mid-rolls plays the last one only, then the content where the viewer went',
      breaks: [MID_120, MID_300],
      steps: ['play', 'time:10', 'time:500', 'finish', 'time:501'],
      log: ['load', 'play', 'ad:mid300', 'pause', 'ad-end:mid300', 'play'],
      at: 501,
    },
    {
      name: 'mid-rolls before the point playback resumes at do not play',
      breaks: [MID_120, MID_300],
      steps: ['position:295', 'play', 'time:296', 'time:300.5', 'finish'],
      log: ['load', 'play', 'ad:mid300', 'pause', 'ad-end:mid300', 'play'],
    },
    {
      name: 'a post-roll plays when the content ends, before the end is reported',
      breaks: [POST],
      steps: ['play', 'time:599', 'ended', 'finish'],
      log: ['load', 'play', 'ad:post', 'ad-end:post', 'ended'],
    },
    {
      name: 'pre-, mid- and post-roll of one playback, in that order',
      breaks: [POST, MID_120, PRE],
      steps: ['play', 'finish', 'time:0.25', 'time:120.25', 'finish', 'ended', 'finish'],
      log: ['load', 'ad:pre', 'ad-end:pre', 'play', 'ad:mid120', 'pause', 'ad-end:mid120', 'play', 'ad:post', 'ad-end:post', 'ended'],
    },
    {
      name: 'a stitched mid-roll plays with the content, which is neither paused nor played again',
      breaks: [MID_120],
      stitched: true,
      steps: ['play', 'time:60', 'time:120.25', 'time:130', 'finish'],
      log: ['load', 'play', 'ad:mid120', 'ad-end:mid120'],
      at: 130,
    },
    {
      name: 'a break that fails is over: the content goes on',
      breaks: [PRE],
      steps: ['play', 'fail'],
      log: ['load', 'ad:pre', 'ad-failed:pre', 'play'],
    },
    {
      name: 'fetched breaks: a play before they arrive waits for them',
      breaks: [PRE],
      delivery: 'fetched',
      steps: ['play', 'toggle', 'arrive', 'finish'],
      log: ['load', 'ad:pre', 'ad-end:pre', 'play'],
    },
    {
      name: 'breaks that cannot be fetched are no breaks',
      breaks: [PRE, MID_120],
      delivery: 'fetch-fails',
      steps: ['play', 'arrive', 'time:121'],
      log: ['load', 'play'],
    },
    {
      name: 'the controls cannot skip or pause a break',
      breaks: [MID_120],
      steps: ['play', 'time:121', 'seek:500', 'toggle', 'play', 'finish'],
      log: ['load', 'play', 'ad:mid120', 'pause', 'ad-end:mid120', 'play'],
      at: 121,
    },
    {
      name: 'leaving during a pre-roll aborts it, and the content never starts',
      breaks: [PRE],
      steps: ['play', 'stop'],
      log: ['load', 'ad:pre', 'ad-aborted:pre', 'destroy'],
    },
    {
      name: 'leaving during a mid-roll aborts it, and the content is not resumed',
      breaks: [MID_120, MID_300],
      steps: ['play', 'time:121', 'stop'],
      log: ['load', 'play', 'ad:mid120', 'pause', 'ad-aborted:mid120', 'destroy'],
    },
    {
      name: 'leaving during a post-roll aborts it, and the end is not reported',
      breaks: [POST],
      steps: ['play', 'ended', 'stop'],
      log: ['load', 'play', 'ad:post', 'ad-aborted:post', 'destroy'],
    },
  ])('$name', async ({ breaks, delivery, stitched, autoplay, steps, log, at }) => {
    const run = startRun({ breaks, delivery, stitched, autoplay });
    await settle();
    for (const step of steps) await run.step(step);
    expect(run.log).toEqual(log);
    if (at !== undefined) expect(run.adapter().snapshot.currentTime).toBe(at);
  });

  it('names the break playing in its state, and none once the content is back', async () => {
    const run = startRun({ breaks: [PRE, MID_120] });
    await settle();
    await run.step('play');
    expect(run.session.getState()).toMatchObject({ adBreak: PRE, started: false });
    await run.step('finish');
    expect(run.session.getState()).toMatchObject({ adBreak: null, started: true });
    await run.step('time:121');
    expect(run.session.getState().adBreak).toBe(MID_120);
    await run.step('stop');
    expect(run.session.getState().adBreak).toBeNull();
  });

  it('asks for the breaks once, with the item and the plan, and aborts that when the viewer leaves', async () => {
    const run = startRun({ breaks: new Promise(() => undefined) });
    await settle();
    expect(run.ads.requests).toHaveLength(1);
    const [{ request, signal }] = run.ads.requests as [(typeof run.ads.requests)[number]];
    expect(request).toEqual({ item: FILM, plan: VOD });
    await run.step('play');
    expect(run.log).toEqual(['load']); // the content waits for the breaks
    await run.step('stop');
    expect(signal.aborted).toBe(true);
    expect(run.log).toEqual(['load', 'destroy']);
  });

  it('gives a break the content’s element and the content', async () => {
    const run = startRun({ breaks: [PRE] });
    await settle();
    await run.step('play');
    expect(run.ads.playing?.context.video).toBe(video);
    expect(run.ads.playing?.context.content).toBe(run.adapter());
  });

  it('plays the content on after a break whose player throws at once', async () => {
    const log: string[] = [];
    const throwing: AdBreakPlayer = {
      breaksFor: () => [PRE],
      playBreak: () => {
        throw new Error('no ad element');
      },
    };
    const session = createPlayerSession();
    cleanups.push(session.start({ video, item: FILM, plan: VOD, createAdapter: () => new FakePlayerAdapter(log), adBreaks: throwing }));
    await settle();
    session.play();
    await settle();
    expect(log).toEqual(['load', 'play']);
    expect(session.getState().adBreak).toBeNull();
  });

  it('plays the content alone when the ad-break player cannot even be asked', async () => {
    const log: string[] = [];
    const broken: AdBreakPlayer = {
      breaksFor: () => {
        throw new Error('no ad schedule configured');
      },
      playBreak: () => Promise.resolve(),
    };
    const session = createPlayerSession();
    cleanups.push(session.start({ video, item: FILM, plan: VOD, createAdapter: () => new FakePlayerAdapter(log), adBreaks: broken }));
    await settle();
    session.play();
    expect(log).toEqual(['load', 'play']);
  });
});
