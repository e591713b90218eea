import { HOME_PATH, LIVE_GUIDE_PATH, OTHER_PAGES, QUERY_PARAMS, ROUTE_SEGMENTS } from './paths';
import type { OtherPage, UserPage } from './paths';
import { withQuery } from './queryString';
import { slugify } from './slugify';

/**
 * URL builders for every route of spec 000 §2. Ids and slugs are percent-encoded as path segments;
 * an empty slug (a title made only of punctuation) leaves the segment out, which the `/x/:id/*`
 * routes still match.
 */

const segment = (value: string | number): string => encodeURIComponent(String(value));

function titledPath(routeSegment: string, id: string, title: string | undefined): string {
  const slug = title === undefined ? '' : slugify(title);
  const base = `/${routeSegment}/${segment(id)}`;
  return slug ? `${base}/${segment(slug)}` : base;
}

export interface MediaUrlInput {
  id: string;
  title?: string;
  /** Playlist the item was opened from (`r`). */
  playlistId?: string;
  /** Start playback on arrival (`play=1`). */
  play?: boolean;
  /** Episode to show (`e`). */
  episodeId?: string;
}

export interface PlaylistUrlInput {
  id: string;
  title?: string;
  /** Live channel to select (`channel`). */
  channel?: string;
  play?: boolean;
}

export interface ContentListUrlInput {
  id: string;
  title?: string;
}

export interface SeriesUrlInput {
  id: string;
  title?: string;
  /** Feed the series was opened from (`r`). */
  feedId?: string;
  episodeId?: string;
  play?: boolean;
}

export interface LiveGuideUrlInput {
  channel?: string;
  start?: string | Date;
  end?: string | Date;
  /** Start the programme from its beginning (`beginning=1`). */
  beginning?: boolean;
}

const timeParam = (value: string | Date | undefined): string | undefined =>
  value instanceof Date ? value.toISOString() : value;

/** Home page; `lng` is set only for alternate-language links. */
export const homeUrl = (options: { language?: string } = {}): string =>
  withQuery(HOME_PATH, { [QUERY_PARAMS.language]: options.language });

export const mediaUrl = ({ id, title, playlistId, play, episodeId }: MediaUrlInput): string =>
  withQuery(titledPath(ROUTE_SEGMENTS.media, id, title), {
    [QUERY_PARAMS.related]: playlistId,
    [QUERY_PARAMS.play]: play,
    [QUERY_PARAMS.episode]: episodeId,
  });

export const playlistUrl = ({ id, title, channel, play }: PlaylistUrlInput): string =>
  withQuery(titledPath(ROUTE_SEGMENTS.playlist, id, title), {
    [QUERY_PARAMS.channel]: channel,
    [QUERY_PARAMS.play]: play,
  });

export const contentListUrl = ({ id, title }: ContentListUrlInput): string =>
  titledPath(ROUTE_SEGMENTS.contentList, id, title);

export const seriesUrl = ({ id, title, feedId, episodeId, play }: SeriesUrlInput): string =>
  withQuery(titledPath(ROUTE_SEGMENTS.series, id, title), {
    [QUERY_PARAMS.related]: feedId,
    [QUERY_PARAMS.episode]: episodeId,
    [QUERY_PARAMS.play]: play,
  });

/** Search page; an empty query gives `/q/` (the "start typing" state). */
export const searchUrl = (query: string): string => `/${ROUTE_SEGMENTS.search}/${segment(query)}`;

export const otherPageUrl = (page: OtherPage): string => `/${ROUTE_SEGMENTS.other}/${page}`;
export const aboutUrl = (): string => otherPageUrl(OTHER_PAGES[0]);
export const licensesUrl = (): string => otherPageUrl(OTHER_PAGES[1]);

export const userPageUrl = (page: UserPage): string => `/${ROUTE_SEGMENTS.user}/${page}`;
export const myAccountUrl = (): string => userPageUrl('my-account');
export const favoritesUrl = (): string => userPageUrl('favorites');
export const paymentsUrl = (): string => userPageUrl('payments');

export const liveGuideUrl = ({ channel, start, end, beginning }: LiveGuideUrlInput = {}): string =>
  withQuery(LIVE_GUIDE_PATH, {
    [QUERY_PARAMS.channel]: channel,
    [QUERY_PARAMS.start]: timeParam(start),
    [QUERY_PARAMS.end]: timeParam(end),
    [QUERY_PARAMS.beginning]: beginning,
  });
