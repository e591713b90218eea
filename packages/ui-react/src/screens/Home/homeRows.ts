import { isContentRowShown, type ContentRow, type Playlist, type ViewerAudience } from '@ott/common';

/**
 * The rows a visitor sees before scrolling, on a phone as on a wide screen (the featured shelf and
 * the next one): their images in view load at once, not lazily, and the home preloads their first.
 */
export const FIRST_SCREEN_ROWS = 2;

/**
 * At start-up on the home, the rows below the first screen wait until its lists and images have
 * arrived, and never longer than this: on a slow network the first screen gets the connection to
 * itself first, and a slow image cannot hold the rest back for long.
 */
export const FIRST_SCREEN_WAIT_MS = 3000;

export interface HomeRow {
  /** Stable per config position, so a row keeps its state when the language or a sign-in hides another one. */
  key: string;
  row: ContentRow;
}

/**
 * The home page's rows (spec 000 §2, §5; 001 §7.9): the config's content rows shown in the active
 * language and to this viewer's login and subscription state, the featured row(s) first, the
 * others in config order.
 */
export function homeRows(content: readonly ContentRow[], viewer: ViewerAudience): HomeRow[] {
  const visible = content
    .map((row, index) => ({ key: `${index}:${row.type}:${row.contentId ?? ''}`, row }))
    .filter(({ row }) => isContentRowShown(row, viewer));
  return [...visible.filter(({ row }) => row.featured), ...visible.filter(({ row }) => !row.featured)];
}

/**
 * The rows on the first screen: the first FIRST_SCREEN_ROWS of those not known to be empty (a
 * row reported empty is hidden, and the next one takes its place).
 */
export function firstScreenKeys(rows: readonly HomeRow[], empty: Readonly<Record<string, boolean>>): Set<string> {
  return new Set(
    rows
      .filter(({ key }) => empty[key] !== true)
      .slice(0, FIRST_SCREEN_ROWS)
      .map(({ key }) => key),
  );
}

/**
 * Whether every row turned out empty (spec 000 §2 "All shelves empty"): each has been shown and
 * reported empty. A row still loading, failed or not shown yet is not known to be empty.
 */
export const allRowsEmpty = (rows: readonly HomeRow[], empty: Readonly<Record<string, boolean>>): boolean =>
  rows.every(({ key }) => empty[key] === true);

/**
 * The image ratio of a playlist's cards: the featured row uses the playlist's shelf ratio when it
 * has one (a wider hero image), every other card the card ratio; 16:9 when neither is set.
 */
export const shelfAspectRatio = (playlist: Pick<Playlist, 'cardImageAspectRatio' | 'shelfImageAspectRatio'> | undefined, featured: boolean) =>
  (featured ? (playlist?.shelfImageAspectRatio ?? playlist?.cardImageAspectRatio) : playlist?.cardImageAspectRatio) ?? undefined;
