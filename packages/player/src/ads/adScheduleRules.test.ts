import { adScheduleSchema, mediaItemSchema } from '@ott/common';
import { describe, expect, it } from 'vitest';
import { adScheduleSource, breaksForPlan, breaksOfSchedule, isAdFree, parseAdOffset, type AdSettings } from './adScheduleRules';

const item = (fields: Record<string, unknown> = {}) => mediaItemSchema.parse({ mediaid: 'mv000001', title: 'A film', duration: 600, ...fields });

const SITE: AdSettings = { adSchedule: 'adsbrw01', adDeliveryMethod: 'csai' };
const SITE_WITH_URLS: AdSettings = { ...SITE, adScheduleUrls: { json: '/v2/advertising/schedules/adsbrw01.json', xml: '/ads/vmap.xml' } };

describe('which schedule plays client-side', () => {
  it.each<[string, AdSettings, Record<string, unknown>, ReturnType<typeof adScheduleSource>]>([
    ['no ad settings: none', {}, {}, null],
    ['the site schedule id', SITE, {}, { kind: 'schedule', id: 'adsbrw01' }],
    ['no delivery method said: client-side', { adSchedule: 'adsbrw01' }, {}, { kind: 'schedule', id: 'adsbrw01' }],
    ['the per-media URL before the schedule id', SITE_WITH_URLS, {}, { kind: 'json', url: '/v2/advertising/schedules/adsbrw01.json' }],
    ['the VMAP when it is all there is', { adScheduleUrls: { xml: '/ads/vmap.xml' } }, {}, { kind: 'vmap', url: '/ads/vmap.xml' }],
    ['the item’s own schedule before the site’s', SITE_WITH_URLS, { adschedule: 'adsitem1' }, { kind: 'schedule', id: 'adsitem1' }],
    ['server-side insertion: none here', { ...SITE, adDeliveryMethod: 'ssai' }, {}, null],
    ['an item tagged ad-free: none', SITE, { tags: 'drama, Ad-Free' }, null],
    ['a hub: none', SITE, { contentType: 'hub' }, null],
    ['a page: none', SITE, { contentType: 'page' }, null],
    ['a live channel: the schedule (its pre-roll only, see breaksForPlan)', SITE, { contentType: 'livechannel' }, { kind: 'schedule', id: 'adsbrw01' }],
    ['a tag that only contains the word: still ads', SITE, { tags: 'not-ad-free-at-all' }, { kind: 'schedule', id: 'adsbrw01' }],
    ['blank values are no schedule', { adSchedule: '  ', adScheduleUrls: { json: '', xml: null } }, {}, null],
  ])('%s', (_rule, settings, fields, expected) => {
    expect(adScheduleSource(settings, item(fields))).toEqual(expected);
  });

  it.each([
    [{ tags: 'ad-free' }, true],
    [{ tags: ' AD-FREE ,kids' }, true],
    [{ tags: 'kids' }, false],
    [{}, false],
    [{ contentType: 'movie' }, false],
  ])('%j is ad-free: %s', (fields, expected) => {
    expect(isAdFree(item(fields))).toBe(expected);
  });
});

describe('ad break offsets', () => {
  it.each<[string | number, number | undefined, ReturnType<typeof parseAdOffset>]>([
    ['pre', 600, 'pre'],
    ['start', 600, 'pre'],
    ['post', 600, 'post'],
    ['end', 600, 'post'],
    ['00:00:15', 600, 15],
    ['01:02:03.500', 600, 3723.5],
    ['00:61:00', 600, null],
    [90, 600, 90],
    ['90', 600, 90],
    ['50%', 600, 300],
    ['0%', 600, 'pre'],
    ['100%', 600, 'post'],
    ['50%', undefined, null],
    ['soon', 600, null],
    [-5, 600, null],
  ])('%j with a %s-s item -> %j', (offset, duration, expected) => {
    expect(parseAdOffset(offset, duration)).toEqual(expected);
  });
});

describe('breaks of a playback', () => {
  const schedule = adScheduleSchema.parse({
    client: 'vast',
    adscheduleid: 'adsbrw01',
    schedule: [
      { offset: 'pre', tag: 'http://ads.test/0.xml', type: 'linear' },
      { offset: '00:00:15', tag: ['http://ads.test/1a.xml', 'http://ads.test/1b.xml'] },
      { offset: 'whenever', tag: 'http://ads.test/2.xml' },
      { offset: 'post', tag: '  ' },
      { offset: 'post', tag: 'http://ads.test/4.xml' },
    ],
  });

  it('reads each break’s offset and tags (a waterfall), leaving out the unreadable ones', () => {
    expect(breaksOfSchedule(schedule, item())).toEqual([
      { id: 'adsbrw01-0', offset: 'pre', tags: ['http://ads.test/0.xml'] },
      { id: 'adsbrw01-1', offset: 15, tags: ['http://ads.test/1a.xml', 'http://ads.test/1b.xml'] },
      { id: 'adsbrw01-4', offset: 'post', tags: ['http://ads.test/4.xml'] },
    ]);
  });

  it.each([
    ['on demand: every break', false, ['adsbrw01-0', 'adsbrw01-1', 'adsbrw01-4']],
    ['live: the pre-roll only (no content time to cross, no end)', true, ['adsbrw01-0']],
  ])('%s', (_rule, live, ids) => {
    expect(breaksForPlan(breaksOfSchedule(schedule, item()), { live }).map((adBreak) => adBreak.id)).toEqual(ids);
  });
});
