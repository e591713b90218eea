import { mediaItemUrl, type MediaItem } from '@ott/common';
import { Link } from 'react-router';

export interface MediaListProps {
  items: readonly MediaItem[];
  /** Playlist the items come from, kept in their links (`r`). */
  playlistId?: string;
}

/** A plain list of media links, each to the page its contentType calls for. The card grid replaces it. */
export function MediaList({ items, playlistId }: MediaListProps) {
  return (
    <ul className="ott-media-list">
      {items.map((item) => (
        <li key={item.mediaid} className="ott-media-list__item">
          <Link to={mediaItemUrl(item, { playlistId })}>{item.title}</Link>
        </li>
      ))}
    </ul>
  );
}
