import type { MediaItem } from '@ott/common';
import { vi } from 'vitest';

/**
 * Test fixtures of the media and series screens (imported by tests only): content replies and
 * stand-ins for the Player and the FavoriteButton, which other screens' tests may reuse.
 */

/** A media item as the content host sends it: custom parameters are text, any key may appear. */
export type ItemInput = { mediaid: string; title: string } & Record<string, unknown>;

/** `/v2/media/{id}` answers a one-item playlist. */
export const mediaReply = (item: ItemInput) => ({ feedid: item.mediaid, title: item.title, playlist: [item] });

export const playlistOf = (feedid: string, title: string, items: ItemInput[]) => ({ feedid, title, playlist: items });

export const SOURCE = { file: 'http://content.test/hls/clip/master.m3u8', type: 'application/vnd.apple.mpegurl' };

export const MOVIE: ItemInput = {
  mediaid: 'mvTide01',
  title: 'The Long Tide',
  description: 'A keeper’s daughter returns to the island.',
  contentType: 'movie',
  year: '2021',
  duration: 5520,
  rating: '12',
  genre: 'Drama',
  pubdate: 1_700_000_000,
  actors: 'Maren Holloway, Jonas Verbeek',
  directors: 'Solveig Marr',
  audioLanguages: 'en,de',
  subtitleLanguages: 'es',
  trailerId: 'trTide01',
  free: 'true',
  sources: [SOURCE],
  cardImage: 'http://content.test/v2/media/mvTide01/images/card.webp?poster_fallback=1&width=640',
  backgroundImage: 'http://content.test/v2/media/mvTide01/images/background.webp?fallback=false&width=1920',
};

export const TRAILER: ItemInput = { mediaid: 'trTide01', title: 'The Long Tide: Trailer', contentType: 'trailer', free: 'true', duration: 60, sources: [SOURCE] };

/** The Player stand-in: shows which item plays and offers the Player's callbacks as buttons. */
export const playerMock = () => ({
  Player: (props: { item: MediaItem; autoplay?: boolean; feedId?: string; onComplete?: () => void; onClose?: () => void }) => (
    <div data-testid="player" data-media-id={props.item.mediaid} data-autoplay={String(Boolean(props.autoplay))} data-feed-id={props.feedId ?? ''}>
      <button type="button" onClick={props.onComplete}>
        Mock: playback complete
      </button>
      <button type="button" onClick={props.onClose}>
        Mock: close player
      </button>
    </div>
  ),
});

/** The FavoriteButton stand-in. */
export const favoriteButtonMock = () => ({
  FavoriteButton: ({ item }: { item: MediaItem }) => (
    <button type="button" data-testid="favorite" data-media-id={item.mediaid}>
      Mock: favorite
    </button>
  ),
});

/** A clipboard for the share fallback (the test environment has none). */
export function stubClipboard() {
  const writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}
