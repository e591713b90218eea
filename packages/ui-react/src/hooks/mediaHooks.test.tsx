import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createTestConfig } from '../test/fixtures';
import { callsTo, createFetchStub } from '../test/fetchStub';
import { renderElementWithApp } from '../test/renderWithApp';
import { useRecommendations } from './useRecommendations';
import { useSeriesLookup } from './useSeriesLookup';

function RecommendationsProbe({ id }: { id: string }) {
  const { data, fetchStatus } = useRecommendations(id);
  return <p>{data ? data.playlist.map((item) => item.mediaid).join(',') : fetchStatus}</p>;
}

function LookupProbe({ id }: { id: string }) {
  const { data } = useSeriesLookup(id);
  return <p>{data === undefined ? 'loading' : (data?.series_id ?? 'none')}</p>;
}

const playlist = (ids: string[]) => ({ feedid: 'recs0001', title: 'Recs', playlist: ids.map((mediaid) => ({ mediaid, title: mediaid })) });

describe('media hooks', () => {
  it('useRecommendations asks the recommendations playlist and leaves the item itself out', async () => {
    const fetch = createFetchStub({ '/v2/playlists/recs0001': playlist(['mvTide01', 'mvOther1']) });
    await renderElementWithApp(<RecommendationsProbe id="mvTide01" />, { fetch, config: createTestConfig({ features: { recommendationsPlaylist: 'recs0001' } }) });
    expect(await screen.findByText('mvOther1')).toBeInTheDocument();
  });

  it('useRecommendations stays idle without a recommendations playlist', async () => {
    const fetch = createFetchStub({});
    await renderElementWithApp(<RecommendationsProbe id="mvTide01" />, { fetch });
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalledWith(expect.stringContaining('related_media_id'), expect.anything());
  });

  it('useSeriesLookup answers the first series of a media item, or none', async () => {
    const fetch = createFetchStub({ '/apps/series': { pm1e03ep: [{ series_id: 'srPatMkr' }], loose001: [] } });
    await renderElementWithApp(
      <>
        <LookupProbe id="pm1e03ep" />
        <LookupProbe id="loose001" />
      </>,
      { fetch },
    );
    expect(await screen.findByText('srPatMkr')).toBeInTheDocument();
    expect(await screen.findByText('none')).toBeInTheDocument();
    expect(callsTo(fetch, '/apps/series')).toBe(2);
  });
});
