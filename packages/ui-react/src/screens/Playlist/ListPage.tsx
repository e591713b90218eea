import type { Playlist } from '@ott/common';
import { CardGrid } from '../../components/CardGrid/CardGrid';
import { EmptyShelves } from '../../components/Shelf/EmptyShelves';
import '@ott/ui-react/styles/grid.css';

export interface ListPageProps {
  list: Playlist;
  /** Kept in the card links (`r`); a content list is not a playlist and passes none. */
  playlistId?: string;
  className: string;
}

/**
 * A loaded playlist or content list as a page (spec 000 §2): its title and description, then its
 * cards in a grid, or the empty-shelves message when it holds nothing.
 */
export function ListPage({ list, playlistId, className }: ListPageProps) {
  return (
    <section className={`ott-screen ott-list-page ${className}`}>
      <header className="ott-list-page__header">
        <h1 className="ott-list-page__title">{list.title}</h1>
        {list.description && <p className="ott-list-page__description">{list.description}</p>}
      </header>
      {list.playlist.length === 0 ? (
        <EmptyShelves />
      ) : (
        <CardGrid key={playlistId ?? list.feedid} items={list.playlist} playlistId={playlistId} aspectRatio={list.cardImageAspectRatio} />
      )}
    </section>
  );
}
