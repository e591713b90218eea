import { describe, expect, it } from 'vitest';
import {
  aboutUrl,
  contentListUrl,
  favoritesUrl,
  homeUrl,
  licensesUrl,
  liveGuideUrl,
  mediaUrl,
  myAccountUrl,
  paymentsUrl,
  playlistUrl,
  searchUrl,
  seriesUrl,
} from './routeBuilders';
import { mediaItemUrl } from './mediaItemUrl';
import { withQuery } from './queryString';

describe('route builders (spec 000 §2)', () => {
  it.each([
    ['home', homeUrl(), '/'],
    ['home in another language', homeUrl({ language: 'es' }), '/?lng=es'],
    ['media', mediaUrl({ id: 'abc123', title: 'Big Buck Bunny' }), '/m/abc123/big-buck-bunny'],
    [
      'media from a playlist, autoplay, episode',
      mediaUrl({ id: 'abc', title: 'Ep 1', playlistId: 'pl1', play: true, episodeId: 'ep9' }),
      '/m/abc/ep-1?r=pl1&play=1&e=ep9',
    ],
    ['media without a usable title', mediaUrl({ id: 'abc', title: '!!!' }), '/m/abc'],
    ['media without play', mediaUrl({ id: 'abc', title: 'x', play: false }), '/m/abc/x'],
    ['playlist', playlistUrl({ id: 'pl1', title: 'Live Channels', channel: 'ch1', play: true }), '/p/pl1/live-channels?channel=ch1&play=1'],
    ['content list', contentListUrl({ id: 'cl1', title: 'Kids & Family' }), '/n/cl1/kids-family'],
    [
      'series',
      seriesUrl({ id: 's1', title: 'The Show', feedId: 'f1', episodeId: 'e1', play: true }),
      '/s/s1/the-show?r=f1&e=e1&play=1',
    ],
    ['search', searchUrl('cats & dogs/2'), '/q/cats%20%26%20dogs%2F2'],
    ['empty search', searchUrl(''), '/q/'],
    ['about', aboutUrl(), '/o/about'],
    ['licenses', licensesUrl(), '/o/licenses'],
    ['my account', myAccountUrl(), '/u/my-account'],
    ['favorites', favoritesUrl(), '/u/favorites'],
    ['payments', paymentsUrl(), '/u/payments'],
    ['live guide', liveGuideUrl(), '/tv'],
    [
      'live guide on a programme from its beginning',
      liveGuideUrl({ channel: 'ch1', start: new Date(Date.UTC(2024, 0, 2, 10)), end: '2024-01-02T11:00:00.000Z', beginning: true }),
      '/tv?channel=ch1&start=2024-01-02T10%3A00%3A00.000Z&end=2024-01-02T11%3A00%3A00.000Z&beginning=1',
    ],
    ['thai title stays readable once decoded', decodeURI(mediaUrl({ id: 'th1', title: 'นิทาน ก่อนนอน' })), '/m/th1/นิทาน-ก่อนนอน'],
    ['ids are encoded as path segments', mediaUrl({ id: 'a/b', title: 'x' }), '/m/a%2Fb/x'],
  ])('%s', (_name, url, expected) => {
    expect(url).toBe(expected);
  });

  it('leaves out empty query values and writes flags as 1', () => {
    expect(withQuery('/x', { a: '', b: null, c: undefined, d: false, e: true, f: 0 })).toBe('/x?e=1&f=0');
  });
});

describe('mediaItemUrl picks the page by contentType', () => {
  it.each([
    ['movie', { mediaid: 'm1', title: 'A Film', contentType: 'movie' }, {}, '/m/m1/a-film?r=pl'],
    ['no contentType', { mediaid: 'm1', title: 'A Film' }, { play: true }, '/m/m1/a-film?r=pl&play=1'],
    ['series', { mediaid: 's1', title: 'The Show', contentType: 'series' }, {}, '/s/s1/the-show?r=pl'],
    [
      'episode with its series title',
      { mediaid: 'e1', title: 'Pilot', contentType: 'episode', seriesId: 's1' },
      { seriesTitle: 'The Show' },
      '/s/s1/the-show?r=pl&e=e1',
    ],
    ['episode without series title', { mediaid: 'e1', title: 'Pilot', contentType: 'episode', seriesId: 's1' }, {}, '/s/s1?r=pl&e=e1'],
    ['orphan episode', { mediaid: 'e1', title: 'Pilot', contentType: 'episode' }, {}, '/m/e1/pilot?r=pl'],
    ['live channel', { mediaid: 'ch1', title: 'News 24', contentType: 'livechannel' }, {}, '/tv?channel=ch1'],
    ['live event', { mediaid: 'le1', title: 'Final', contentType: 'liveevent' }, {}, '/m/le1/final?r=pl'],
  ])('%s', (_name, item, options, expected) => {
    expect(mediaItemUrl(item, { playlistId: 'pl', ...options })).toBe(expected);
  });

  it('works without options', () => {
    expect(mediaItemUrl({ mediaid: 'm1', title: 'A' })).toBe('/m/m1/a');
  });
});
