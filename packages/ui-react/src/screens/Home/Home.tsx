import { homeShelfCount } from '@ott/common';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { LoadMore } from '../../components/CardGrid/LoadMore';
import { FavoritesStorageNotice, WatchHistoryStorageNotice } from '../../components/FavoriteButton/ListStorageNotice';
import { EmptyShelves } from '../../components/Shelf/EmptyShelves';
import { useAppStore } from '../../hooks/useAppStore';
import { useConfig } from '../../hooks/useApp';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { useViewerAudience } from '../../hooks/useViewerAudience';
import { Shelf } from '../../components/Shelf/Shelf';
import { HomeRowShelf } from './HomeRowShelf';
import { allRowsEmpty, firstScreenKeys, homeRows } from './homeRows';

/**
 * Home (`/`, spec 000 §2): the config's content rows shown in the active language and to the
 * viewer's login and subscription state (001 §7.9) as shelves,
 * the featured row first as a large featured shelf. 6 shelves at first and 4 more each time the
 * end of the page comes near (or "Load more" is pressed); rows that turn out empty are hidden and
 * do not count, so more rows are shown in their place. When every row is empty the page says so.
 * While the first screen loads at start-up, the rows below it show their loading shape only.
 */
export default function Home() {
  const { content, siteName } = useConfig();
  // The rows below render in the background once released (an interruptible render, not one long task).
  const firstScreenLoading = useDeferredValue(useAppStore('ui', (state) => state.firstScreenLoading));
  const setFirstScreenRendered = useAppStore('ui', (state) => state.setFirstScreenRendered);
  useDocumentTitle();
  // Start-up releases the rows below only after this render has been painted (OttApp).
  useEffect(() => setFirstScreenRendered(), [setFirstScreenRendered]);

  const viewer = useViewerAudience();
  const rows = useMemo(() => homeRows(content, viewer), [content, viewer]);
  const [scrolls, setScrolls] = useState(0);
  const [empty, setEmpty] = useState<Record<string, boolean>>({});

  const onEmptyChange = useCallback((key: string, isEmpty: boolean) => {
    setEmpty((known) => (known[key] === isEmpty ? known : { ...known, [key]: isEmpty }));
  }, []);

  const shown = homeShelfCount(
    rows.map(({ key }) => empty[key] === true),
    scrolls,
  );
  const nothingToShow = allRowsEmpty(rows, empty);
  const shownRows = rows.slice(0, shown);
  const firstScreen = firstScreenKeys(shownRows, empty);

  return (
    <div className="ott-screen ott-home">
      <h1 className="ott-visually-hidden">{siteName}</h1>
      <div className="ott-home__notices">
        <FavoritesStorageNotice />
        <WatchHistoryStorageNotice />
      </div>
      {nothingToShow && <EmptyShelves />}
      <div className="ott-home__shelves">
        {shownRows.map(({ key, row }) =>
          // A row known to be empty stays hidden; it never turns back into a loading placeholder.
          firstScreenLoading && !firstScreen.has(key) && empty[key] !== true ? (
            <Shelf key={key} title={row.title ?? ''} status="loading" featured={row.featured === true} backgroundColor={row.backgroundColor} />
          ) : (
            <HomeRowShelf key={key} row={row} onEmptyChange={(isEmpty) => onEmptyChange(key, isEmpty)} onFirstScreen={firstScreen.has(key)} />
          ),
        )}
      </div>
      {shown < rows.length && <LoadMore step={scrolls} onLoadMore={() => setScrolls((count) => count + 1)} />}
    </div>
  );
}
