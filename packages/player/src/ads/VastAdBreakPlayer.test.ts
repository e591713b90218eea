import { adScheduleSchema, mediaItemSchema, type MediaItem } from '@ott/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlaybackPlan } from '../playbackPlan';
import { createPlayerSession, type PlayerSession } from '../playerSession';
import { FakePlayerAdapter } from '../testing/FakePlayerAdapter';
import type { AdSettings } from './adScheduleRules';
import { fixture, recordPixels, serveAds, useStandardXmlParser } from './testing/vastFixtures';
import { AD_VIDEO_CLASS, createVastAdBreaks } from './VastAdBreakPlayer';

const FILM = mediaItemSchema.parse({ mediaid: 'mv000001', title: 'A film', duration: 600 });
const VOD: PlaybackPlan = { source: { url: 'https://cdn.test/hls/clip/master.m3u8' }, live: false, fromBeginning: false };
const LIVE: PlaybackPlan = { source: { url: 'https://cdn.test/hls/live/master.m3u8' }, live: true, fromBeginning: false };
const SITE: AdSettings = { adSchedule: 'adsbrw01', adDeliveryMethod: 'csai' };
const INLINE = 'http://ads.test/inline.xml';

/** A schedule with a pre-roll and a mid-roll at 15 s, both the given tag, as the server's `/v2/advertising/schedules/{id}.json`. */
const scheduleOf = (tag: string) =>
  adScheduleSchema.parse({ client: 'vast', adscheduleid: 'adsbrw01', schedule: [{ offset: 'pre', tag }, { offset: '00:00:15', tag }] });

interface Run {
  session: PlayerSession;
  content: FakePlayerAdapter;
  /** Content commands (load, play, pause, seek) in order. */
  log: string[];
  pixels: string[];
  scheduleRequests: string[];
  saved: number[];
  opened: unknown[][];
  /** The ad's element while one plays. */
  adVideo: () => HTMLVideoElement | null;
  /** The ad plays on to a time (the browser's timeupdate), or ends. */
  adAt: (seconds: number) => void;
  adEnds: () => void;
  /** Leaving the screen. */
  stop: () => void;
}

function startRun({ item = FILM, plan = VOD, settings = SITE, tag = INLINE }: { item?: MediaItem; plan?: PlaybackPlan; settings?: AdSettings; tag?: string } = {}): Run {
  const container = document.createElement('div');
  const video = document.createElement('video');
  container.append(video);
  document.body.append(container);
  const log: string[] = [];
  const content = new FakePlayerAdapter(log);
  content.set({ duration: 600 });
  const scheduleRequests: string[] = [];
  const opened: unknown[][] = [];
  const saved: number[] = [];
  const adBreaks = createVastAdBreaks({
    settings,
    baseUrl: 'http://ads.test',
    getAdSchedule: (id) => {
      scheduleRequests.push(id);
      return Promise.resolve(scheduleOf(tag));
    },
    window: { open: (...args: unknown[]) => (opened.push(args), null) },
  });
  const session = createPlayerSession();
  const stop = session.start({ video, item, plan, createAdapter: () => content, adBreaks, saveProgress: (progress) => saved.push(progress) });
  const adVideo = () => container.querySelector<HTMLVideoElement>(`.${AD_VIDEO_CLASS}`);
  const adAt = (seconds: number) => {
    const element = adVideo()!;
    Object.defineProperty(element, 'currentTime', { configurable: true, value: seconds });
    element.dispatchEvent(new Event(seconds === 0 ? 'playing' : 'timeupdate'));
  };
  const adEnds = () => {
    const element = adVideo()!;
    Object.defineProperty(element, 'currentTime', { configurable: true, value: 8 });
    Object.defineProperty(element, 'duration', { configurable: true, value: 8 });
    element.dispatchEvent(new Event('ended'));
  };
  return { stop, session, content, log, pixels: recordPixels(), scheduleRequests, saved, opened, adVideo, adAt, adEnds };
}

const adShows = (run: Run) => vi.waitFor(() => expect(run.adVideo()).not.toBeNull());
const contentPlays = (run: Run) => vi.waitFor(() => expect(run.log).toContain('play'));
/** The viewer presses play and watches the pre-roll to its end. */
async function watchPreRoll(run: Run): Promise<void> {
  run.session.play();
  await adShows(run);
  run.adAt(0);
  run.adEnds();
  await contentPlays(run);
}
const eventsOf = (pixels: string[]) => pixels.map((url) => new URL(url).searchParams.get('event') ?? url);

beforeEach(() => {
  useStandardXmlParser();
  // happy-dom plays no media type; the browser plays MP4.
  vi.spyOn(HTMLMediaElement.prototype, 'canPlayType').mockImplementation((type) => (type === 'video/mp4' ? 'probably' : ''));
  serveAds({
    [INLINE]: fixture('inline-vast3.xml'),
    'http://ads.test/empty.xml': fixture('empty-vast.xml'),
    'http://ads.test/malformed.xml': fixture('malformed-vast.xml'),
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('client-side ads in a playback', () => {
  it('plays the pre-roll before the content, which stays at 0, firing impression, start, quartiles and complete in order', async () => {
    const run = startRun();
    run.session.play();
    await adShows(run);
    expect(run.adVideo()!.src).toBe('http://ads.test/media/ad-spot/ad-spot.mp4');
    expect(run.session.getState().ad).toMatchObject({ breakId: 'adsbrw01-0', position: 1, count: 1, duration: 8, skipOffset: 5, clickable: true, stitched: false });
    // The viewer's controls cannot play the content during the ad.
    run.session.togglePlay();
    for (const seconds of [0, 0.5, 2, 4, 6, 7.9]) run.adAt(seconds);
    expect(run.session.getState().ad?.currentTime).toBe(7.9);
    run.adEnds();
    await contentPlays(run);
    expect(run.log).toEqual(['load', 'play']);
    expect(run.content.getSnapshot().currentTime).toBe(0);
    expect(eventsOf(run.pixels)).toEqual(['impression', 'start', 'firstQuartile', 'midpoint', 'thirdQuartile', 'complete']);
    expect(run.adVideo()).toBeNull();
    expect(run.session.getState().ad).toBeNull();
  });

  it('skips an ad only from its skip offset on, and reports the skip', async () => {
    const run = startRun();
    run.session.play();
    await adShows(run);
    run.adAt(0);
    run.adAt(4.9);
    run.session.skipAd();
    await Promise.resolve();
    expect(run.adVideo()).not.toBeNull();
    run.adAt(5);
    run.session.skipAd();
    await contentPlays(run);
    expect(eventsOf(run.pixels)).toContain('skip');
    expect(eventsOf(run.pixels)).not.toContain('complete');
  });

  it('opens the advertiser’s page in a new tab (noopener) and reports the click', async () => {
    const run = startRun();
    run.session.play();
    await adShows(run);
    run.adAt(0);
    run.session.clickAd();
    expect(run.opened).toEqual([['https://www.iab.com/guidelines/vast/', '_blank', 'noopener']]);
    expect(eventsOf(run.pixels)).toContain('click');
  });

  it('plays the mid-roll when the content crosses its offset, then resumes the content where it stopped; progress counts no ad time', async () => {
    const run = startRun();
    await watchPreRoll(run);
    run.content.advanceTo(10);
    run.session.seek(300); // past the mid-roll at 15 s: it plays first
    run.content.advanceTo(300);
    await adShows(run);
    expect(run.content.getSnapshot()).toMatchObject({ paused: true, currentTime: 300 });
    run.adAt(0);
    run.adAt(6);
    run.adEnds();
    await vi.waitFor(() => expect(run.content.getSnapshot().paused).toBe(false));
    expect(run.content.getSnapshot().currentTime).toBe(300);
    expect(run.saved.every((progress) => progress === 10 / 600 || progress === 300 / 600 || progress === 0)).toBe(true);
  });

  it.each([
    ['a VAST tag that answers 404', 'http://ads.test/missing.xml'],
    ['an empty VAST', 'http://ads.test/empty.xml'],
    ['a malformed VAST', 'http://ads.test/malformed.xml'],
  ])('%s: the content plays at once', async (_case, tag) => {
    const run = startRun({ tag });
    run.session.play();
    await contentPlays(run);
    expect(run.adVideo()).toBeNull();
  });

  it('an ad whose media fails (404) is over: the content plays', async () => {
    const run = startRun();
    run.session.play();
    await adShows(run);
    run.adVideo()!.dispatchEvent(new Event('error'));
    await contentPlays(run);
    expect(run.adVideo()).toBeNull();
    expect(run.session.getState().ad).toBeNull();
  });

  it.each([
    ['an ad-free item', { item: mediaItemSchema.parse({ mediaid: 'mv000002', title: 'Free', tags: 'ad-free' }) }],
    ['server-side insertion', { settings: { ...SITE, adDeliveryMethod: 'ssai' as const } }],
  ])('%s: no schedule is asked for and the content plays at once', async (_case, options) => {
    const run = startRun(options);
    run.session.play();
    await contentPlays(run);
    expect(run.scheduleRequests).toEqual([]);
  });

  it('a live stream plays its pre-roll only', async () => {
    const run = startRun({ plan: LIVE });
    await watchPreRoll(run);
    run.content.advanceTo(10);
    run.content.advanceTo(30);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(run.adVideo()).toBeNull();
  });

  it('leaving during an ad removes it and the content does not resume', async () => {
    const run = startRun();
    run.session.play();
    await adShows(run);
    run.adAt(0);
    run.stop();
    await vi.waitFor(() => expect(run.adVideo()).toBeNull());
    expect(run.log).not.toContain('play');
  });
});
