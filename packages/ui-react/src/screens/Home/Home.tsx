import { CONTENT_ROW_TYPE, contentListUrl, isContentRowVisible, playlistUrl, type ContentRow } from '@ott/common';
import { Link } from 'react-router';
import { useAppStore } from '../../hooks/useAppStore';
import { useConfig } from '../../hooks/useConfig';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';

/** Where a row's title leads: its playlist or content list; favorites and continue watching have no page of their own here. */
function rowUrl(row: ContentRow): string | undefined {
  if (!row.contentId) return undefined;
  if (row.type === CONTENT_ROW_TYPE.PLAYLIST) return playlistUrl({ id: row.contentId, title: row.title ?? undefined });
  if (row.type === CONTENT_ROW_TYPE.CONTENT_LIST) return contentListUrl({ id: row.contentId, title: row.title ?? undefined });
  return undefined;
}

/** Home (`/`): the config's content rows visible in the active language. The shelves screen replaces this list. */
export default function Home() {
  const { content, siteName } = useConfig();
  const language = useAppStore('config', (state) => state.language);
  useDocumentTitle();
  const rows = content.filter((row) => isContentRowVisible(row, language));

  return (
    <div className="ott-screen ott-home">
      <h1 className="ott-visually-hidden">{siteName}</h1>
      <ul className="ott-home__rows">
        {rows.map((row, index) => {
          const url = rowUrl(row);
          const title = row.title || row.contentId || row.type;
          return (
            <li key={`${row.type}-${row.contentId ?? ''}-${index}`} className="ott-home__row">
              <h2 className="ott-home__row-title">{url ? <Link to={url}>{title}</Link> : title}</h2>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
