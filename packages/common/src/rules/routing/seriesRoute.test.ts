import { describe, expect, it } from 'vitest';
import { createAppError } from '../../errors/catalogue';
import { decideEpisodeEnd, decideSeriesRoute, type SeriesRouteInput } from './seriesRoute';

const NOW = Date.parse('2025-03-01T20:00:00Z');
const seriesFailed = (status: number) => createAppError('series_error', { code: status });
const episodeFailed = (status: number) => createAppError('media_not_found', { code: status });

/** A loaded series "The Show" at its own slug, no episode chosen, an empty history, episodes listed. */
const input = (overrides: Partial<SeriesRouteInput> = {}): SeriesRouteInput => ({
  seriesId: 'seri0001',
  slug: 'the-show',
  query: { play: false },
  search: '',
  loaded: true,
  title: 'The Show',
  history: [],
  firstEpisodeId: 'epis0001',
  state: null,
  ...overrides,
});

describe('series screen routing (spec 000 §2 "Series screen", /s/:id/* with r, e, play)', () => {
  it.each<[string, Partial<SeriesRouteInput>, ReturnType<typeof decideSeriesRoute>]>([
    // Redirects to the first episode when no episode is chosen.
    ['no episode chosen: the first episode', {}, { type: 'redirect', to: '/s/seri0001/the-show?e=epis0001' }],
    [
      'no episode chosen, with r and play: the first episode, keeping both',
      { query: { playlistId: 'feat0001', play: true }, search: '?r=feat0001&play=1' },
      { type: 'redirect', to: '/s/seri0001/the-show?r=feat0001&e=epis0001&play=1' },
    ],
    [
      'no episode chosen, one being watched: that episode',
      { history: [{ mediaid: 'epis0003', seriesId: 'seri0001', progress: 0.5 }] },
      { type: 'redirect', to: '/s/seri0001/the-show?e=epis0003' },
    ],
    [
      'no episode chosen, the last one watched to its end: the first episode',
      { history: [{ mediaid: 'epis0003', seriesId: 'seri0001', progress: 0.97 }] },
      { type: 'redirect', to: '/s/seri0001/the-show?e=epis0001' },
    ],
    [
      'no episode chosen, only another series being watched: the first episode',
      { history: [{ mediaid: 'othr0002', seriesId: 'othr0001', progress: 0.5 }] },
      { type: 'redirect', to: '/s/seri0001/the-show?e=epis0001' },
    ],
    ['no episode chosen, the history still loading: the series, until it has', { history: undefined }, { type: 'screen' }],
    ['no episode chosen, the episodes still loading: the series, until they have', { firstEpisodeId: undefined }, { type: 'screen' }],
    [
      'no episode chosen, the first episode the one that was not found: the series, no loop',
      { state: { missingEpisodeId: 'epis0001' } },
      { type: 'screen' },
    ],
    ['no episode chosen, the title unknown: the first episode without a slug', { title: '', slug: '' }, { type: 'redirect', to: '/s/seri0001?e=epis0001' }],
    ['an episode chosen: the series with that episode', { query: { episodeId: 'epis0002', play: true } }, { type: 'screen' }],
    // Redirects on a 404; series_error otherwise.
    ['a series that does not exist: the media page of the id', { seriesError: seriesFailed(404), loaded: false }, { type: 'redirect', to: '/m/seri0001', state: { seriesNotFound: true } }],
    ['a series that failed otherwise: series_error', { seriesError: seriesFailed(500), loaded: false }, { type: 'series_error' }],
    [
      'an episode that does not exist: back to the series without it (and without play), once',
      { query: { episodeId: 'missing1', playlistId: 'feat0001', play: true }, episodeError: episodeFailed(404) },
      { type: 'redirect', to: '/s/seri0001/the-show?r=feat0001', state: { missingEpisodeId: 'missing1' } },
    ],
    [
      'an episode that does not exist, before the series has loaded: back to the series without a slug',
      { query: { episodeId: 'missing1', play: false }, episodeError: episodeFailed(404), loaded: false, title: '' },
      { type: 'redirect', to: '/s/seri0001', state: { missingEpisodeId: 'missing1' } },
    ],
    ['an episode that failed otherwise: the series with its hero as it can', { query: { episodeId: 'epis0002', play: false }, episodeError: episodeFailed(500) }, { type: 'screen' }],
    ['the series still loading', { loaded: false }, { type: 'loading' }],
    [
      'a wrong slug: fixed, keeping the query',
      { slug: 'old-title', query: { episodeId: 'epis0002', play: true }, search: '?e=epis0002&play=1' },
      { type: 'redirect', to: '/s/seri0001/the-show?e=epis0002&play=1' },
    ],
    ['no slug at all: fixed', { slug: '', query: { episodeId: 'epis0002', play: false }, search: '?e=epis0002' }, { type: 'redirect', to: '/s/seri0001/the-show?e=epis0002' }],
    [
      'the slug of a non-Latin title, encoded',
      { title: 'ทะเล', slug: encodeURIComponent('ทะเล'), query: { episodeId: 'epis0002', play: false } },
      { type: 'screen' },
    ],
  ])('%s', (_case, overrides, decision) => {
    expect(decideSeriesRoute(input(overrides))).toEqual(decision);
  });
});

describe('the end of an episode (spec 000 §4 "Playback": next episode with play, no autoplay of a scheduled one)', () => {
  const next = (extra: Record<string, string> = {}) => ({ mediaid: 'epis0002', ...extra });

  it.each<[string, ReturnType<typeof next> | null, ReturnType<typeof decideEpisodeEnd>]>([
    ['the next episode plays', next(), { type: 'redirect', to: '/s/seri0001/the-show?r=feat0001&e=epis0002&play=1' }],
    ['a next episode on air plays', next({ 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': '2025-03-01T19:00:00Z', 'VCH.ScheduledEnd': '2025-03-01T21:00:00Z' }), { type: 'redirect', to: '/s/seri0001/the-show?r=feat0001&e=epis0002&play=1' }],
    ['a scheduled next episode does not: the player stops', next({ 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': '2025-03-02T19:00:00Z' }), { type: 'stop' }],
    ['after the last episode the player stops', null, { type: 'stop' }],
  ])('%s', (_case, nextEpisode, decision) => {
    expect(decideEpisodeEnd({ seriesId: 'seri0001', title: 'The Show', query: { playlistId: 'feat0001', play: true }, next: nextEpisode, now: NOW })).toEqual(decision);
  });
});
