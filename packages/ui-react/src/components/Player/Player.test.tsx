import { mediaItemSchema, type MediaItem } from '@ott/common';
import type { SsaiBreak } from '@ott/player';
import { createFakeAdapterFactory, type FakePlayerAdapter } from '@ott/player/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFetchStub } from '../../test/fetchStub';
import { renderElementWithApp } from '../../test/renderWithApp';
import { Player, PlayerAdapterProvider, type PlayerProps } from './Player';
import { CONTROLS_HIDE_DELAY_MS } from './useIdle';

const CLIP = 'http://content.test/hls/language-lab/master.m3u8';
const LIVE = 'http://content.test/live/lcHarbr1/master.m3u8';
const HLS = 'application/vnd.apple.mpegurl';

/** Open items (free): they play their sources as they are. */
const film: MediaItem = mediaItemSchema.parse({
  mediaid: 'mvTide02',
  title: 'The Long Tide',
  free: 'true',
  duration: 600,
  sources: [{ file: CLIP, type: HLS }],
});
const channel: MediaItem = mediaItemSchema.parse({
  mediaid: 'lcHarbr1',
  title: 'Brightwater One',
  contentType: 'livechannel',
  free: 'true',
  duration: 0,
  sources: [{ file: LIVE, type: HLS }],
});
/** A protected item: it plays only from a signed source. */
const paidFilm: MediaItem = { ...film, mediaid: 'mvPaid01', title: 'Paid film', free: undefined, requiresSubscription: 'true' };
const signedClip = (n: number) => `http://content.test/hls/items/mvPaid01/master.m3u8?exp=${n}&sig=s${n}`;

const okStream = () => createFetchStub({ '/hls/language-lab/master.m3u8': '#EXTM3U', '/live/lcHarbr1/master.m3u8': '#EXTM3U' });

async function renderPlayer(props: Partial<PlayerProps> = {}, options: { fetch?: ReturnType<typeof createFetchStub>; setup?: (adapter: FakePlayerAdapter) => void } = {}) {
  const fakes = createFakeAdapterFactory((adapter) => {
    adapter.set({ duration: 600 });
    options.setup?.(adapter);
  });
  const result = await renderElementWithApp(
    <PlayerAdapterProvider createAdapter={fakes.factory}>
      <Player item={film} {...props} />
    </PlayerAdapterProvider>,
    { fetch: options.fetch ?? okStream() },
  );
  return { ...result, fakes };
}

/** The adapter once the geo-block check has let playback go ahead and the controls show. */
async function ready(fakes: ReturnType<typeof createFakeAdapterFactory>): Promise<FakePlayerAdapter> {
  await screen.findByRole('button', { name: /^(Play|Pause)$/ });
  return fakes.last()!;
}

// Put back as it was (happy-dom has none, so deleted): the next file shares the prototype (isolate: false).
const ownRequestFullscreen = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'requestFullscreen');
afterEach(() => {
  vi.useRealTimers();
  if (ownRequestFullscreen) Object.defineProperty(HTMLElement.prototype, 'requestFullscreen', ownRequestFullscreen);
  else delete (HTMLElement.prototype as Partial<HTMLElement>).requestFullscreen;
});

describe('Player', () => {
  it('shows a spinner while it checks the stream, then its controls', async () => {
    const { fakes } = await renderPlayer();
    expect(screen.getByRole('region', { name: 'Video player: The Long Tide' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    const adapter = await ready(fakes);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(adapter.loaded?.source.url).toBe(CLIP);
    expect(screen.getByRole('slider', { name: 'Playback position' })).toHaveAttribute('aria-valuetext', '0:00 of 10:00');
    expect(screen.getByText('0:00 / 10:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mute' })).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Subtitles' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Audio language' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close player' })).not.toBeInTheDocument();
  });

  it('asks the content host with a HEAD request before playing', async () => {
    const fetch = okStream();
    const { fakes } = await renderPlayer({}, { fetch });
    await ready(fakes);
    expect(fetch).toHaveBeenCalledWith(CLIP, expect.objectContaining({ method: 'HEAD' }));
  });

  describe('protected items (signed sources)', () => {
    /** A content host that hands out media tokens and signs the item's source with a new signature each time. */
    const signingHost = () => {
      let signed = 0;
      return createFetchStub({
        '/v2/items/jw-media/token': { token: 'media-jwt' },
        '/v2/media/mvPaid01': (url: URL) => {
          signed += 1;
          expect(url.searchParams.get('token')).toBe('media-jwt');
          return Response.json({ feedid: 'mvPaid01', title: 'Paid film', playlist: [{ ...paidFilm, sources: [{ file: signedClip(signed), type: HLS }] }] });
        },
        '/hls/items/mvPaid01/master.m3u8': '#EXTM3U',
      });
    };

    it('plays the signed source, never the unsigned one', async () => {
      const fetch = signingHost();
      const { fakes } = await renderPlayer({ item: paidFilm }, { fetch });
      const adapter = await ready(fakes);
      expect(adapter.loaded?.source.url).toBe(signedClip(1));
      expect(fetch).toHaveBeenCalledWith(signedClip(1), expect.objectContaining({ method: 'HEAD' }));
    });

    it('a signature that expired during a long pause is renewed once, at the same position', async () => {
      const fetch = signingHost();
      const { fakes } = await renderPlayer({ item: paidFilm, autoplay: true }, { fetch });
      const adapter = await ready(fakes);
      act(() => adapter.advanceTo(321));
      act(() => adapter.emit('error', { kind: 'network', message: 'fragLoadError', status: 403 }));
      await waitFor(() => expect(adapter.loaded).toEqual({ source: expect.objectContaining({ url: signedClip(2) }), options: { startPosition: 321 } }));
      expect(fakes.adapters).toHaveLength(1);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });
  });

  it('plays a programme that is over from its start to its end', async () => {
    const { fakes } = await renderPlayer({ item: channel, startFromBeginning: true, liveStartTime: '2025-06-01T10:00:00Z', liveEndTime: '2025-06-01T11:30:00Z' });
    const adapter = await ready(fakes);
    expect(adapter.loaded?.source.url).toBe(`${LIVE}?start=${Date.parse('2025-06-01T10:00:00Z') / 1000}&end=${Date.parse('2025-06-01T11:30:00Z') / 1000}`);
  });

  it('shows a spinner while the stream buffers', async () => {
    const { fakes } = await renderPlayer();
    const adapter = await ready(fakes);
    act(() => {
      adapter.set({ buffering: true });
      adapter.emit('waiting');
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  describe('errors', () => {
    it('shows the geo-blocked screen when the stream answers 403 and loads nothing', async () => {
      const { fakes } = await renderPlayer({}, { fetch: createFetchStub({ '/hls/language-lab/master.m3u8': 403 }) });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'This video is not available in your region' })).toBeInTheDocument();
      expect(alert).toHaveTextContent('The owner of this video has not made it available in your country or region.');
      expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
      expect(fakes.adapters).toHaveLength(0);
      expect(screen.queryByRole('button', { name: 'Play' })).not.toBeInTheDocument();
    });

    it('plays when the check itself fails for another reason (the player reports real problems)', async () => {
      const { fakes } = await renderPlayer({}, { fetch: createFetchStub({ '/hls/language-lab/master.m3u8': 500 }) });
      expect(await ready(fakes)).toBeDefined();
    });

    it('shows the unauthorized screen when the stream refuses the viewer', async () => {
      const { fakes } = await renderPlayer();
      const adapter = await ready(fakes);
      act(() => adapter.emit('error', { kind: 'network', message: 'manifestLoadError', status: 401 }));
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'You are not allowed to watch this video' })).toBeInTheDocument();
      expect(alert).toHaveTextContent('Sign in, or choose a plan that includes this video, to watch it.');
      expect(screen.queryByRole('slider', { name: 'Playback position' })).not.toBeInTheDocument();
    });

    it('shows a generic error with a retry that loads the stream again', async () => {
      const { fakes, user } = await renderPlayer();
      const adapter = await ready(fakes);
      act(() => adapter.emit('error', { kind: 'media', message: 'bufferAppendError' }));
      const alert = screen.getByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'This video could not be played' })).toBeInTheDocument();
      const retry = within(alert).getByRole('button', { name: 'Try again' });
      expect(retry).toHaveFocus();
      await user.click(retry);
      await waitFor(() => expect(fakes.adapters).toHaveLength(2));
      expect(adapter.destroyed).toBe(true);
      await ready(fakes);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('shows the unauthorized screen when the media token is refused, and loads nothing', async () => {
      const fetch = createFetchStub({ '/v2/items/jw-media/token': 403 });
      const { fakes } = await renderPlayer({ item: paidFilm }, { fetch });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByRole('heading', { name: 'You are not allowed to watch this video' })).toBeInTheDocument();
      expect(fakes.adapters).toHaveLength(0);
    });

    it('shows the generic error for an item with nothing to play', async () => {
      const { fakes } = await renderPlayer({ item: { ...film, sources: [] } });
      expect(await screen.findByRole('heading', { name: 'This video could not be played' })).toBeInTheDocument();
      expect(fakes.adapters).toHaveLength(0);
    });

    it('speaks the viewer’s language', async () => {
      const fakes = createFakeAdapterFactory();
      await renderElementWithApp(
        <PlayerAdapterProvider createAdapter={fakes.factory}>
          <Player item={film} />
        </PlayerAdapterProvider>,
        { fetch: createFetchStub({ '/hls/language-lab/master.m3u8': 403 }), language: 'de' },
      );
      expect(await screen.findByRole('heading', { name: 'Dieses Video ist in deiner Region nicht verfügbar' })).toBeInTheDocument();
    });
  });

  describe('controls', () => {
    it('plays and pauses with the button and a click on the picture', async () => {
      const { fakes, user } = await renderPlayer();
      const adapter = await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      expect(adapter.calls).toContain('play');
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      expect(adapter.calls.at(-1)).toBe('pause');
      await user.click(document.querySelector('video')!);
      expect(adapter.calls.at(-1)).toBe('play');
    });

    it('has keyboard shortcuts on the focused player: Space/k, arrows, m, f', async () => {
      const requestFullscreen = vi.fn(() => Promise.resolve());
      HTMLElement.prototype.requestFullscreen = requestFullscreen;
      const { fakes, user } = await renderPlayer();
      const adapter = await ready(fakes);
      adapter.set({ currentTime: 100, volume: 0.5 });
      screen.getByRole('region').focus();
      await user.keyboard(' ');
      expect(adapter.calls.at(-1)).toBe('play');
      await user.keyboard('k');
      expect(adapter.calls.at(-1)).toBe('pause');
      await user.keyboard('{ArrowRight}');
      expect(adapter.calls.at(-1)).toBe('seek:105');
      await user.keyboard('{ArrowLeft}');
      expect(adapter.calls.at(-1)).toBe('seek:100');
      await user.keyboard('{ArrowUp}');
      expect(adapter.calls.at(-1)).toBe('volume:0.6');
      await user.keyboard('{ArrowDown}');
      expect(adapter.calls.at(-1)).toBe('volume:0.5');
      await user.keyboard('m');
      expect(adapter.calls.at(-1)).toBe('muted:true');
      expect(screen.getByRole('button', { name: 'Unmute' })).toBeInTheDocument();
      await user.keyboard('f');
      expect(requestFullscreen).toHaveBeenCalled();
    });

    it('leaves Space to a focused button (no double toggle)', async () => {
      const { fakes, user } = await renderPlayer();
      const adapter = await ready(fakes);
      screen.getByRole('button', { name: 'Play' }).focus();
      await user.keyboard(' ');
      expect(adapter.calls.filter((call) => call === 'play')).toHaveLength(1);
    });

    it('seeks with the seek bar’s keys', async () => {
      const { fakes, user } = await renderPlayer();
      const adapter = await ready(fakes);
      act(() => adapter.advanceTo(65));
      const seekBar = screen.getByRole('slider', { name: 'Playback position' });
      expect(seekBar).toHaveAttribute('aria-valuenow', '65');
      expect(seekBar).toHaveAttribute('aria-valuetext', '1:05 of 10:00');
      seekBar.focus();
      await user.keyboard('{ArrowRight}');
      expect(adapter.calls.at(-1)).toBe('seek:70');
      await user.keyboard('{PageDown}');
      expect(adapter.calls.at(-1)).toBe('seek:10');
      await user.keyboard('{End}');
      expect(adapter.calls.at(-1)).toBe('seek:600');
      await user.keyboard('{Home}');
      expect(adapter.calls.at(-1)).toBe('seek:0');
      // The seek bar's arrows do not also reach the player's shortcuts.
      expect(adapter.calls.filter((call) => call.startsWith('seek:'))).toHaveLength(4);
    });

    it('seeks where the seek bar is clicked', async () => {
      const { fakes } = await renderPlayer();
      const adapter = await ready(fakes);
      const track = document.querySelector('.ott-player__seek-track')!;
      vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({ left: 100, width: 400, top: 0, height: 4, right: 500, bottom: 4, x: 100, y: 0, toJSON: () => ({}) });
      fireEvent.pointerDown(screen.getByRole('slider', { name: 'Playback position' }), { clientX: 200, pointerId: 1 });
      expect(adapter.calls.at(-1)).toBe('seek:150');
    });

    it('changes the volume with its slider and mutes with its button', async () => {
      const { fakes, user } = await renderPlayer();
      const adapter = await ready(fakes);
      fireEvent.change(screen.getByRole('slider', { name: 'Volume' }), { target: { value: '0.25' } });
      expect(adapter.calls.at(-1)).toBe('volume:0.25');
      await user.click(screen.getByRole('button', { name: 'Mute' }));
      expect(adapter.calls.at(-1)).toBe('muted:true');
      expect(screen.getByRole('slider', { name: 'Volume' })).toHaveValue('0');
    });

    it('switches full screen and follows the browser leaving it', async () => {
      HTMLElement.prototype.requestFullscreen = vi.fn(() => Promise.resolve());
      const { fakes, user } = await renderPlayer();
      await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Full screen' }));
      let fullscreenElement: Element | null = screen.getByRole('region');
      Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => fullscreenElement });
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      expect(screen.getByRole('button', { name: 'Exit full screen' })).toBeInTheDocument();
      fullscreenElement = null;
      act(() => void document.dispatchEvent(new Event('fullscreenchange')));
      expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
      delete (document as { fullscreenElement?: unknown }).fullscreenElement;
    });

    it('shows a close button only when it can close', async () => {
      const onClose = vi.fn();
      const { fakes, user } = await renderPlayer({ onClose });
      await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Close player' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('hides the controls after 3 s without activity while playing', async () => {
      const { fakes, user } = await renderPlayer();
      const adapter = await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      vi.useFakeTimers();
      const region = screen.getByRole('region');
      fireEvent.pointerMove(region);
      act(() => void vi.advanceTimersByTime(CONTROLS_HIDE_DELAY_MS - 1));
      expect(region).not.toHaveClass('ott-player--idle');
      act(() => void vi.advanceTimersByTime(1));
      expect(region).toHaveClass('ott-player--idle');
      fireEvent.pointerMove(region);
      expect(region).not.toHaveClass('ott-player--idle');
      act(() => adapter.pause());
      act(() => void vi.advanceTimersByTime(CONTROLS_HIDE_DELAY_MS));
      expect(region).not.toHaveClass('ott-player--idle');
    });
  });

  describe('track menus', () => {
    const withTracks = (adapter: FakePlayerAdapter) =>
      adapter.set({
        subtitleTracks: [
          { id: 0, label: 'English', language: 'en' },
          { id: 1, language: 'es' },
        ],
        audioTracks: [
          { id: 0, label: 'English', language: 'en' },
          { id: 1, label: 'Deutsch', language: 'de' },
        ],
        audioTrack: 0,
      });

    it('lists subtitles with an "Off" choice and selects one from the keyboard', async () => {
      const { fakes, user } = await renderPlayer({}, { setup: withTracks });
      const adapter = await ready(fakes);
      const button = screen.getByRole('button', { name: 'Subtitles' });
      expect(button).toHaveAttribute('aria-expanded', 'false');
      await user.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const menu = screen.getByRole('menu', { name: 'Subtitles' });
      const items = within(menu).getAllByRole('menuitemradio');
      expect(items.map((item) => item.textContent)).toEqual(['Off', 'English', 'Spanish']);
      expect(items[0]).toHaveAttribute('aria-checked', 'true');
      expect(items[0]).toHaveFocus();
      await user.keyboard('{ArrowDown}');
      expect(items[1]).toHaveFocus();
      await user.keyboard('{ArrowUp}{ArrowUp}');
      expect(items[2]).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(adapter.calls.at(-1)).toBe('subtitles:1');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      await user.click(button);
      expect(within(screen.getByRole('menu')).getByRole('menuitemradio', { name: 'Spanish' })).toHaveAttribute('aria-checked', 'true');
    });

    it('closes with Escape and gives the focus back, without choosing', async () => {
      const { fakes, user } = await renderPlayer({}, { setup: withTracks });
      const adapter = await ready(fakes);
      const button = screen.getByRole('button', { name: 'Subtitles' });
      button.focus();
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('menu')).toBeInTheDocument();
      await user.keyboard('{End}{Escape}');
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      expect(adapter.calls.some((call) => call.startsWith('subtitles:'))).toBe(false);
    });

    it('closes on a click outside', async () => {
      const { fakes, user } = await renderPlayer({}, { setup: withTracks });
      await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Subtitles' }));
      await user.click(screen.getByRole('slider', { name: 'Volume' }));
      expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    });

    it('offers the audio languages when there is more than one, and switches with a click', async () => {
      const { fakes, user } = await renderPlayer({}, { setup: withTracks });
      const adapter = await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Audio language' }));
      const menu = screen.getByRole('menu', { name: 'Audio language' });
      expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
      await user.click(within(menu).getByRole('menuitemradio', { name: 'Deutsch' }));
      expect(adapter.calls.at(-1)).toBe('audio:1');
    });

    it('has no audio menu for a single audio track', async () => {
      const { fakes } = await renderPlayer({}, { setup: (adapter) => adapter.set({ audioTracks: [{ id: 0, label: 'English' }], audioTrack: 0 }) });
      await ready(fakes);
      expect(screen.queryByRole('button', { name: 'Audio language' })).not.toBeInTheDocument();
    });

    it('updates the menus when the stream announces its tracks', async () => {
      const { fakes } = await renderPlayer();
      const adapter = await ready(fakes);
      act(() => {
        adapter.set({ subtitleTracks: [{ id: 0, label: 'English' }] });
        adapter.emit('subtitletracks', { tracks: adapter.snapshot.subtitleTracks, selected: -1 });
      });
      expect(screen.getByRole('button', { name: 'Subtitles' })).toBeInTheDocument();
    });
  });

  describe('autoplay', () => {
    it('plays at once with autoplay', async () => {
      const { fakes } = await renderPlayer({ autoplay: true });
      const adapter = await ready(fakes);
      await waitFor(() => expect(adapter.calls).toContain('play'));
      expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    });

    it('plays muted when the browser refuses sound, with a button to turn it on', async () => {
      const { fakes, user } = await renderPlayer({ autoplay: true }, { setup: (adapter) => (adapter.refuseSound = true) });
      const adapter = await ready(fakes);
      const turnOn = await screen.findByRole('button', { name: 'Turn on sound' });
      expect(adapter.snapshot).toMatchObject({ muted: true, paused: false });
      await user.click(turnOn);
      expect(adapter.snapshot.muted).toBe(false);
      expect(screen.queryByRole('button', { name: 'Turn on sound' })).not.toBeInTheDocument();
    });
  });

  describe('ads the server stitched into the stream (ssai)', () => {
    /** An 8-s pre-roll and an 8-s mid-roll at 0:16 of the film, as the hls.js adapter reads them from the playlist. */
    const breaks: SsaiBreak[] = [
      { index: 1, count: 2, streamStart: 0, streamEnd: 8, duration: 8, contentStart: 0, ads: [{ streamStart: 0, streamEnd: 8 }] },
      { index: 2, count: 2, streamStart: 24, streamEnd: 32, duration: 8, contentStart: 16, ads: [{ streamStart: 24, streamEnd: 32 }] },
    ];

    it('shows the ad UI during a stitched break, then the film in content time, and saves that', async () => {
      const { fakes, user, services } = await renderPlayer();
      const adapter = await ready(fakes);
      act(() => adapter.emit('ssaibreaks', { breaks }));
      await user.click(screen.getByRole('button', { name: 'Play' }));
      expect(await screen.findByRole('status')).toHaveTextContent('Ad 1 of 1');
      expect(screen.getByText('0:08 left')).toBeInTheDocument();
      expect(screen.queryByRole('slider', { name: 'Playback position' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Skip ad' })).not.toBeInTheDocument();
      act(() => adapter.advanceTo(8));
      act(() => adapter.advanceTo(20));
      const seekBar = await screen.findByRole('slider', { name: 'Playback position' });
      // 600 s of stream hold 584 s of film; stream 20 s is 0:12 of it.
      expect(seekBar).toHaveAttribute('aria-valuetext', '0:12 of 9:44');
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      expect(services.stores.watchHistory.getState().items[0]?.progress).toBeCloseTo(12 / 584);
    });
  });

  describe('watch progress (spec 000 §4)', () => {
    /** Opens the player on a click, so the test can fill the history first, as a viewer would have. */
    function OpenLater({ children }: { children: ReactNode }) {
      const [open, setOpen] = useState(false);
      return open ? children : <button onClick={() => setOpen(true)}>Open</button>;
    }

    async function renderLater(props: Partial<PlayerProps> = {}) {
      const fakes = createFakeAdapterFactory((adapter) => adapter.set({ duration: 600 }));
      const result = await renderElementWithApp(
        <PlayerAdapterProvider createAdapter={fakes.factory}>
          <OpenLater>
            <Player item={film} {...props} />
          </OpenLater>
        </PlayerAdapterProvider>,
        { fetch: okStream() },
      );
      return { ...result, fakes };
    }

    it('resumes 5 s before the saved point when the progress is between 0.05 and 0.95', async () => {
      const { fakes, user, services } = await renderLater();
      services.stores.watchHistory.getState().saveItem(film, 0.5);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const adapter = await ready(fakes);
      expect(adapter.loaded?.options).toEqual({ startPosition: 295 });
    });

    it('starts from the beginning when the saved progress is outside the window', async () => {
      const { fakes, user, services } = await renderLater();
      services.stores.watchHistory.getState().saveItem(film, 0.97);
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const adapter = await ready(fakes);
      expect(adapter.loaded?.options).toEqual({});
    });

    it('saves the progress to the watch history on pause and when the player goes away', async () => {
      const { fakes, user, services, unmount } = await renderPlayer();
      const adapter = await ready(fakes);
      const history = () => services.stores.watchHistory.getState().items;
      await user.click(screen.getByRole('button', { name: 'Play' }));
      act(() => adapter.advanceTo(120));
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      expect(history()[0]).toMatchObject({ mediaid: 'mvTide02', progress: 0.2 });
      adapter.set({ currentTime: 300 });
      unmount();
      expect(history()[0]).toMatchObject({ mediaid: 'mvTide02', progress: 0.5 });
      expect(adapter.destroyed).toBe(true);
    });

    it('neither resumes nor saves for a viewer-token user (000 §6: no history)', async () => {
      const { fakes, user, services } = await renderLater();
      services.stores.watchHistory.getState().saveItem(film, 0.5);
      services.stores.account.getState().setSession({ user: { id: 'card-2000', email: '', metadata: {} } });
      await user.click(screen.getByRole('button', { name: 'Open' }));
      const adapter = await ready(fakes);
      expect(adapter.loaded?.options).toEqual({});
      await user.click(screen.getByRole('button', { name: 'Play' }));
      act(() => adapter.advanceTo(240));
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      expect(services.stores.watchHistory.getState().items[0]).toMatchObject({ progress: 0.5 });
    });

    it('saves when the page is hidden', async () => {
      const { fakes, user, services } = await renderPlayer();
      const adapter = await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      adapter.set({ currentTime: 240 });
      window.dispatchEvent(new Event('pagehide'));
      expect(services.stores.watchHistory.getState().items[0]).toMatchObject({ progress: 0.4 });
    });

    it('calls onComplete at the end', async () => {
      const onComplete = vi.fn();
      const { fakes, user } = await renderPlayer({ onComplete });
      const adapter = await ready(fakes);
      await user.click(screen.getByRole('button', { name: 'Play' }));
      act(() => {
        adapter.set({ currentTime: 600, ended: true, paused: true });
        adapter.emit('ended');
      });
      expect(onComplete).toHaveBeenCalledTimes(1);
    });

    it('saves nothing for a live channel', async () => {
      const { fakes, user, services, unmount } = await renderPlayer({ item: channel });
      const adapter = await ready(fakes);
      adapter.set({ live: true, duration: Number.POSITIVE_INFINITY });
      await user.click(screen.getByRole('button', { name: 'Play' }));
      act(() => adapter.advanceTo(500));
      await user.click(screen.getByRole('button', { name: 'Pause' }));
      unmount();
      expect(services.stores.watchHistory.getState().items).toEqual([]);
    });
  });

  describe('live', () => {
    const liveAt = (adapter: FakePlayerAdapter) =>
      adapter.set({ live: true, duration: Number.POSITIVE_INFINITY, seekableStart: 1000, seekableEnd: 1024, liveEdge: 1012, liveEdgeTolerance: 10, currentTime: 1012 });

    it('starts at the live edge with a LIVE badge instead of the time', async () => {
      const { fakes } = await renderPlayer({ item: channel }, { setup: liveAt });
      const adapter = await ready(fakes);
      expect(adapter.loaded).toEqual({ source: { url: LIVE, type: HLS, textTracks: [] }, options: {} });
      expect(screen.getByText('Live')).toBeInTheDocument();
      expect(screen.queryByText(/\/ /)).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument();
      expect(screen.getByRole('slider', { name: 'Playback position' })).toHaveAttribute('aria-valuetext', '0:00 behind live');
    });

    it('offers "go live" when playback falls behind the edge', async () => {
      const { fakes, user } = await renderPlayer({ item: channel }, { setup: liveAt });
      const adapter = await ready(fakes);
      act(() => adapter.advanceTo(1001));
      expect(screen.queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument(); // not started yet
      await user.click(screen.getByRole('button', { name: 'Play' }));
      act(() => adapter.advanceTo(1001));
      expect(screen.getByRole('slider', { name: 'Playback position' })).toHaveAttribute('aria-valuetext', '0:11 behind live');
      await user.click(screen.getByRole('button', { name: 'Go live' }));
      expect(adapter.calls.at(-1)).toBe('live-edge');
      expect(screen.queryByRole('button', { name: 'Go live' })).not.toBeInTheDocument();
    });

    it('plays a programme from its start on the catch-up stream', async () => {
      const { fakes } = await renderPlayer({ item: channel, startFromBeginning: true, liveStartTime: '2025-06-01T10:30:00Z' }, { setup: liveAt });
      const adapter = await ready(fakes);
      expect(adapter.loaded?.source.url).toBe(`${LIVE}?start=${Date.parse('2025-06-01T10:30:00Z') / 1000}`);
      expect(adapter.loaded?.options).toEqual({ startPosition: 0 });
    });
  });

  describe('refetched items', () => {
    const event = (state: string, sources: { file: string; type: string }[]) =>
      mediaItemSchema.parse({
        mediaid: 'leFest01',
        title: 'Harbour Festival',
        contentType: 'liveevent',
        free: 'true',
        sources,
        'VCH.EventState': state,
        'VCH.ScheduledStart': '2020-01-01T07:00:00Z',
        'VCH.ScheduledEnd': '2099-01-01T22:00:00Z',
      });

    /** Stands for a screen whose useMedia query refetches the item. */
    function Refetching() {
      const [item, setItem] = useState(() => event('LIVE_PUBLISHED', [{ file: LIVE, type: HLS }]));
      return (
        <>
          <button onClick={() => setItem({ ...item, title: 'Harbour Festival (refetched)' })}>Same source</button>
          <button onClick={() => setItem(event('VOD_PUBLIC', [{ file: CLIP, type: HLS }]))}>Now a video</button>
          <Player item={item} />
        </>
      );
    }

    it('keeps playing when the source is unchanged, and reloads when it changes', async () => {
      const fakes = createFakeAdapterFactory();
      const { user } = await renderElementWithApp(
        <PlayerAdapterProvider createAdapter={fakes.factory}>
          <Refetching />
        </PlayerAdapterProvider>,
        { fetch: okStream() },
      );
      await ready(fakes);
      expect(fakes.last()!.loaded?.source.url).toBe(LIVE);
      await user.click(screen.getByRole('button', { name: 'Same source' }));
      expect(fakes.adapters).toHaveLength(1);
      await user.click(screen.getByRole('button', { name: 'Now a video' }));
      await waitFor(() => expect(fakes.adapters).toHaveLength(2));
      expect(fakes.adapters[0]!.destroyed).toBe(true);
      expect(fakes.last()!.loaded?.source.url).toBe(CLIP);
    });
  });
});
