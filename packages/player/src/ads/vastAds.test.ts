import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { breaksOfVmap } from './loadAdSchedule';
import { fixture, serveAds, useStandardXmlParser } from './testing/vastFixtures';
import { fetchLinearAds, loadVastModule, VAST_TIMEOUT_MS } from './vastAds';

const playsMp4 = (mimeType: string) => mimeType === 'video/mp4';
const client = async () => new (await loadVastModule()).VASTClient();
const tags = (...urls: string[]) => ({ tags: urls });

beforeEach(() => {
  useStandardXmlParser();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('VAST handling', () => {
  it('reads an inline VAST 3 ad: its media, duration, skip offset and advertiser page', async () => {
    serveAds({ 'http://ads.test/inline.xml': fixture('inline-vast3.xml') });
    const [ad, ...more] = await fetchLinearAds(await client(), tags('http://ads.test/inline.xml'), playsMp4);
    expect(more).toEqual([]);
    expect(ad).toMatchObject({
      mediaUrl: 'http://ads.test/media/ad-spot/ad-spot.mp4',
      duration: 8,
      skipOffset: 5,
      clickThroughUrl: 'https://www.iab.com/guidelines/vast/',
    });
  });

  it('follows a wrapper to its inline ad', async () => {
    const { requested } = serveAds({ 'http://ads.test/wrapper.xml': fixture('wrapper-vast3.xml'), 'http://ads.test/inline.xml': fixture('inline-vast3.xml') });
    const ads = await fetchLinearAds(await client(), tags('http://ads.test/wrapper.xml'), playsMp4);
    expect(requested).toEqual(['http://ads.test/wrapper.xml', 'http://ads.test/inline.xml']);
    expect(ads.map((ad) => ad.mediaUrl)).toEqual(['http://ads.test/media/ad-spot/ad-spot.mp4']);
  });

  it('gives up on wrappers past the depth limit: no ad', async () => {
    const { requested } = serveAds({ 'http://ads.test/loop.xml': fixture('wrapper-loop.xml') });
    expect(await fetchLinearAds(await client(), tags('http://ads.test/loop.xml'), playsMp4)).toEqual([]);
    expect(requested.length).toBeLessThanOrEqual(6);
  });

  it.each([
    ['an empty VAST', 'empty-vast.xml'],
    ['a malformed VAST', 'malformed-vast.xml'],
  ])('%s is no ad', async (_case, name) => {
    serveAds({ 'http://ads.test/tag.xml': fixture(name) });
    expect(await fetchLinearAds(await client(), tags('http://ads.test/tag.xml'), playsMp4)).toEqual([]);
  });

  it('a tag that answers 404 is no ad, and the next tag of the waterfall is tried', async () => {
    const { requested } = serveAds({ 'http://ads.test/inline.xml': fixture('inline-vast3.xml') });
    const ads = await fetchLinearAds(await client(), tags('http://ads.test/missing.xml', 'http://ads.test/inline.xml'), playsMp4);
    expect(requested).toEqual(['http://ads.test/missing.xml', 'http://ads.test/inline.xml']);
    expect(ads).toHaveLength(1);
  });

  it('a tag that never answers is no ad after the VAST timeout', async () => {
    serveAds({ 'http://ads.test/slow.xml': 'hang' });
    const started = Date.now();
    expect(await fetchLinearAds(await client(), tags('http://ads.test/slow.xml'), playsMp4)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(VAST_TIMEOUT_MS + 1000);
  }, VAST_TIMEOUT_MS + 3000);

  it('plays a VAST 4 pod in sequence order, with a media file the browser plays (no VPAID), the widest first', async () => {
    serveAds({ 'http://ads.test/pod.xml': fixture('pod-vast4.xml') });
    const ads = await fetchLinearAds(await client(), tags('http://ads.test/pod.xml'), playsMp4);
    expect(ads.map((ad) => [ad.mediaUrl, ad.duration, ad.skipOffset, ad.clickThroughUrl])).toEqual([
      ['http://ads.test/pod-1-large.mp4', 20, 5, null],
      ['http://ads.test/pod-2.mp4', 10, null, null],
    ]);
  });

  it('an ad with no media file the browser plays is left out', async () => {
    serveAds({ 'http://ads.test/pod.xml': fixture('pod-vast4.xml') });
    expect(await fetchLinearAds(await client(), tags('http://ads.test/pod.xml'), (mimeType) => mimeType === 'video/webm')).toEqual([]);
  });
});

describe('VMAP', () => {
  it('reads the linear breaks, their offsets, and their VAST by URL or inline', async () => {
    const breaks = await breaksOfVmap(fixture('schedule.vmap.xml'), { duration: 600 });
    expect(breaks.map(({ id, offset, tags: urls }) => ({ id, offset, tags: urls }))).toEqual([
      { id: 'preroll', offset: 'pre', tags: ['http://ads.test/inline.xml'] },
      { id: 'midroll-1', offset: 300, tags: [] },
      { id: 'postroll', offset: 'post', tags: ['http://ads.test/inline.xml'] },
    ]);
    serveAds({});
    const inline = await fetchLinearAds(await client(), breaks[1]!, playsMp4);
    expect(inline.map((ad) => ad.mediaUrl)).toEqual(['http://ads.test/vmap-ad.mp4']);
  });

  it('a document that is no VMAP is an error (the playback then has no ads)', async () => {
    await expect(breaksOfVmap(fixture('inline-vast3.xml'), { duration: 600 })).rejects.toThrow('Not a VMAP document');
  });
});
