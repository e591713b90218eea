import { EpgService } from '@ott/common';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useEffect, useState } from 'react';
import { playlistReply } from '../test/fixtures';
import { callsTo, createFetchStub } from '../test/fetchStub';
import { renderElementWithApp, setViewportWidth } from '../test/renderWithApp';
import { useAppStoreApi } from './useAppStore';
import { useBreakpoint } from './useBreakpoint';
import { useConfig } from './useApp';
import { useDocumentTitle } from './useDocumentTitle';
import { useLoadEpgService } from './useApp';
import { useMedia } from './useMedia';
import { usePlaylist } from './usePlaylist';
import { useSeries } from './useSeries';

const HOUR = 60 * 60 * 1000;

function MediaProbe({ id }: { id?: string }) {
  const { data, status, fetchStatus } = useMedia(id);
  return <p>{data ? data.title : `${status}/${fetchStatus}`}</p>;
}

function PlaylistProbe() {
  const { data } = usePlaylist('films001', { pageLimit: 10 });
  const siteStore = useAppStoreApi('site');
  return (
    <>
      <p>{data?.title ?? 'loading'}</p>
      <button type="button" onClick={() => siteStore.getState().setLanguage('es')}>
        Español
      </button>
    </>
  );
}

function SeriesProbe() {
  const { data, error, failureCount } = useSeries('show0001');
  return <p>{error ? `failed after ${failureCount}` : (data?.title ?? 'loading')}</p>;
}

function BreakpointProbe() {
  return <p>{useBreakpoint()}</p>;
}

function TitleProbe({ title }: { title?: string }) {
  useDocumentTitle(title);
  return null;
}

describe('content hooks', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['a live event', { 'VCH.EventState': 'LIVE_PUBLISHED' }, 3],
    ['a scheduled event', { 'VCH.EventState': 'PRE_LIVE', 'VCH.ScheduledStart': new Date(Date.now() + HOUR).toISOString() }, 3],
    ['an item flagged refetch', { refetch: 'true' }, 3],
    ['a video on demand', {}, 1],
  ])('useMedia refetches %s every 30 s', async (_name, fields, expectedCalls) => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const reply = playlistReply('live0001', 'Harbour live', [{ mediaid: 'live0001', title: 'Harbour live' }]);
    const fetch = createFetchStub({ '/v2/media/live0001': { ...reply, playlist: [{ ...reply.playlist[0], ...fields }] } });
    await renderElementWithApp(<MediaProbe id="live0001" />, { fetch });
    expect(await screen.findByText('Harbour live')).toBeInTheDocument();

    for (let step = 0; step < 2; step += 1) {
      await act(async () => void vi.advanceTimersByTime(30_000));
      await act(async () => undefined);
    }
    await waitFor(() => expect(callsTo(fetch, '/v2/media/live0001')).toBe(expectedCalls));
  });

  it('useMedia waits for an id', async () => {
    const fetch = createFetchStub({});
    await renderElementWithApp(<MediaProbe />, { fetch });
    expect(screen.getByText('pending/idle')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('usePlaylist sends its parameters and fetches again in another language', async () => {
    const fetch = createFetchStub({ '/v2/playlists/films001': playlistReply('films001', 'Films', []) });
    const { user } = await renderElementWithApp(<PlaylistProbe />, { fetch, appConfig: { contentHost: 'http://content.test', languages: ['en', 'es'] } });
    expect(await screen.findByText('Films')).toBeInTheDocument();
    expect(fetch.mock.calls[0]?.[0]).toBe('http://content.test/v2/playlists/films001?page_limit=10');

    await user.click(screen.getByRole('button', { name: 'Español' }));
    await waitFor(() => expect(callsTo(fetch, '/v2/playlists/films001')).toBe(2));
  });

  it('useSeries does not retry a series that does not exist', async () => {
    const fetch = createFetchStub({});
    await renderElementWithApp(<SeriesProbe />, { fetch });
    expect(await screen.findByText('failed after 1')).toBeInTheDocument();
    expect(callsTo(fetch, '/apps/series/show0001')).toBe(1);
  });
});

describe('layout hooks', () => {
  afterEach(() => setViewportWidth(1024));

  it.each([
    [375, 'xs'],
    [480, 'sm'],
    [800, 'md'],
    [1024, 'lg'],
    [1440, 'xl'],
  ])('useBreakpoint at %i px is %s and follows resizes', async (width, breakpoint) => {
    setViewportWidth(320);
    await renderElementWithApp(<BreakpointProbe />);
    expect(screen.getByText('xs')).toBeInTheDocument();
    act(() => setViewportWidth(width));
    expect(screen.getByText(breakpoint)).toBeInTheDocument();
  });

  it.each([
    ['Films', 'Films - Harbour TV'],
    [undefined, 'Harbour TV'],
  ])('useDocumentTitle(%j) sets the tab title to "%s"', async (title, expected) => {
    await renderElementWithApp(<TitleProbe title={title} />);
    expect(document.title).toBe(expected);
  });
});

describe('service hooks', () => {
  function EpgProbe() {
    const loadEpgService = useLoadEpgService();
    const [loaded, setLoaded] = useState('loading');
    useEffect(() => {
      void loadEpgService().then((service) => setLoaded(service instanceof EpgService ? 'epg service' : 'missing'));
    }, [loadEpgService]);
    return <p>{loaded}</p>;
  }

  function ConfigProbe() {
    return <p>{useConfig().siteName}</p>;
  }

  it('give the services of the running app', async () => {
    await renderElementWithApp(<EpgProbe />);
    expect(await screen.findByText('epg service')).toBeInTheDocument();
  });

  it('say where to render a component that is used outside the app', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ConfigProbe />)).toThrow('The app is missing: render this component inside <OttApp> or <AppProvider>.');
  });
});
