import { describe, expect, it } from 'vitest';
import { matchRoute } from './matchRoute';
import type { Route } from './matchRoute';
import { liveGuideUrl, mediaUrl, playlistUrl, searchUrl, seriesUrl } from './routeBuilders';

describe('matchRoute', () => {
  it.each<[string, string, Route]>([
    ['/', '', { name: 'home', params: {} }],
    ['/', '?lng=th', { name: 'home', params: { language: 'th' } }],
    ['/m/abc/big-buck-bunny', '', { name: 'media', params: { id: 'abc', slug: 'big-buck-bunny', play: false } }],
    ['/m/abc', '?r=pl&play=1&e=ep', { name: 'media', params: { id: 'abc', playlistId: 'pl', play: true, episodeId: 'ep' } }],
    ['/m/abc/', '?play=0', { name: 'media', params: { id: 'abc', play: false } }],
    ['/p/pl1/live', '?channel=ch&play=1', { name: 'playlist', params: { id: 'pl1', slug: 'live', channel: 'ch', play: true } }],
    ['/n/cl1/kids', '', { name: 'contentList', params: { id: 'cl1', slug: 'kids' } }],
    ['/s/s1/show', '?r=f&e=e1&play=1', { name: 'series', params: { id: 's1', slug: 'show', feedId: 'f', episodeId: 'e1', play: true } }],
    ['/q/cats%20%26%20dogs', '', { name: 'search', params: { query: 'cats & dogs' } }],
    ['/q/a/b', '', { name: 'search', params: { query: 'a/b' } }],
    ['/q', '', { name: 'search', params: { query: '' } }],
    ['/q/', '', { name: 'search', params: { query: '' } }],
    ['/o/about', '', { name: 'about', params: {} }],
    ['/o/licenses/', '', { name: 'licenses', params: {} }],
    ['/u', '', { name: 'user', params: {} }],
    ['/u/favorites', '', { name: 'user', params: { page: 'favorites' } }],
    ['/u/whatever/deep', '', { name: 'user', params: { page: 'whatever/deep' } }],
    ['/tv', '?channel=c&start=s&end=x&beginning=1', { name: 'liveGuide', params: { channel: 'c', start: 's', end: 'x', beginning: true } }],
    ['/tv', '', { name: 'liveGuide', params: { beginning: false } }],
    ['/activate', '?code=abcd', { name: 'deviceLogin', params: { code: 'abcd' } }],
    ['/activate', '', { name: 'deviceLogin', params: {} }],
  ])('%s%s', (pathname, search, expected) => {
    expect(matchRoute(pathname, search)).toEqual(expected);
  });

  it.each(['/m', '/m/', '/p', '/n', '/s', '/o', '/o/terms', '/o/about/more', '/tv/extra', '/activate/x', '/x', '/M/abc', 'm/abc', '/m/%E0%A4%A/x'])(
    '%s is the not-found page',
    (pathname) => {
      expect(matchRoute(pathname)).toEqual({ name: 'notFound', params: { pathname } });
    },
  );

  it('parses every URL the builders make back into the same route', () => {
    const url = (href: string): [string, string] => {
      const parsed = new URL(href, 'http://x');
      return [parsed.pathname, parsed.search];
    };
    expect(matchRoute(...url(mediaUrl({ id: 'a b', title: 'Café', playlistId: 'p', play: true })))).toEqual({
      name: 'media',
      params: { id: 'a b', slug: 'cafe', playlistId: 'p', play: true },
    });
    expect(matchRoute(...url(seriesUrl({ id: 's', title: 'นิทาน', episodeId: 'e' })))).toMatchObject({
      name: 'series',
      params: { slug: 'นิทาน', episodeId: 'e' },
    });
    expect(matchRoute(...url(playlistUrl({ id: 'p', channel: 'c' })))).toMatchObject({ name: 'playlist', params: { channel: 'c' } });
    expect(matchRoute(...url(searchUrl('50% off / today')))).toEqual({ name: 'search', params: { query: '50% off / today' } });
    expect(matchRoute(...url(liveGuideUrl({ channel: 'c', beginning: true })))).toEqual({
      name: 'liveGuide',
      params: { channel: 'c', beginning: true },
    });
  });
});
