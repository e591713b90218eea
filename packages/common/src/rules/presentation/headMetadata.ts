import { IMAGE_META_SIZE, VIDEO_META_SIZE } from '../../constants';
import type { MediaItem } from '../../entities/media';
import type { Series } from '../../entities/series';
import { isoDuration } from './duration';
import { imageAtWidth } from './imageWidth';

/**
 * The document head of a media or series screen (spec 000 §9 "Image meta size 720x406; video meta
 * 1280x720"): description, Open Graph tags and a JSON-LD description for search engines. Built
 * here as plain data; `@ott/ui-react` puts it into the document (`applyHeadMetadata`).
 */

export interface HeadMetaTag {
  /** `name` for the description, `property` for Open Graph. */
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export type JsonLd = Record<string, unknown>;

export interface HeadMetadata {
  /** Tab title (the app adds the site name). */
  title?: string;
  tags: HeadMetaTag[];
  /** One object, or several (a series and its current episode). */
  jsonLd?: JsonLd | JsonLd[];
}

/** The video types of spec 000 §9's head metadata, and `article`/`website` for text pages and hubs. */
export type OpenGraphVideoType = 'video.movie' | 'video.episode' | 'video.tv_show' | 'article' | 'website';

const SCHEMA_CONTEXT = 'https://schema.org';
const MS_PER_SECOND = 1000;

/** Publication date (`pubdate`, seconds since the epoch) as an ISO date-time. */
export function uploadDate(pubdate: number | null | undefined): string | undefined {
  if (typeof pubdate !== 'number' || !Number.isFinite(pubdate)) return undefined;
  return new Date(pubdate * MS_PER_SECOND).toISOString();
}

/** Markdown descriptions are read as one line of text in tags: no markup characters, no line breaks. */
export function plainText(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`#>]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Leaves out keys without a value, so that JSON-LD never carries `null` or empty strings. */
function compact(object: Record<string, unknown>): JsonLd {
  return Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined && value !== null && value !== ''));
}

const posterOf = (item: Pick<MediaItem, 'cardImage' | 'image'>) => imageAtWidth(item.cardImage ?? item.image, IMAGE_META_SIZE.width);

/** The source the `og:video` tag names: the first one. */
const firstSource = (item: Pick<MediaItem, 'sources'>) => item.sources?.find((source) => source.file);

/** A schema.org VideoObject of an item shown at `url`. */
export function videoObjectJsonLd(item: MediaItem, url: string): JsonLd {
  const source = firstSource(item);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    '@id': url,
    name: item.title,
    description: plainText(item.description),
    thumbnailUrl: posterOf(item),
    uploadDate: uploadDate(item.pubdate),
    duration: isoDuration(item.duration),
    contentUrl: source?.file,
    embedUrl: url,
  });
}

/** A schema.org TVSeries of a series shown at `url`, with its seasons and episodes. */
export function tvSeriesJsonLd(series: Pick<Series, 'seasons' | 'episode_count' | 'season_count'>, item: MediaItem | undefined, url: string, title: string): JsonLd {
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'TVSeries',
    '@id': url,
    name: title,
    description: plainText(item?.description),
    image: item ? posterOf(item) : undefined,
    numberOfSeasons: series.season_count ?? series.seasons.length,
    numberOfEpisodes: series.episode_count,
    url,
  });
}

/** Description and Open Graph tags of one item; `og:video` only when the item has a source. */
function openGraphTags(item: MediaItem, title: string, type: OpenGraphVideoType, url: string, siteName: string): HeadMetaTag[] {
  const description = plainText(item.description);
  const image = posterOf(item);
  const source = firstSource(item);
  const tags: HeadMetaTag[] = [];
  const add = (attribute: HeadMetaTag['attribute'], key: string, content: string | number | undefined) => {
    if (content !== undefined && content !== '') tags.push({ attribute, key, content: String(content) });
  };
  add('name', 'description', description);
  add('property', 'og:site_name', siteName);
  add('property', 'og:title', title);
  add('property', 'og:description', description);
  add('property', 'og:type', type);
  add('property', 'og:url', url);
  if (image) {
    add('property', 'og:image', image);
    add('property', 'og:image:width', IMAGE_META_SIZE.width);
    add('property', 'og:image:height', IMAGE_META_SIZE.height);
  }
  if (source) {
    add('property', 'og:video', source.file);
    add('property', 'og:video:type', source.type);
    add('property', 'og:video:width', VIDEO_META_SIZE.width);
    add('property', 'og:video:height', VIDEO_META_SIZE.height);
  }
  return tags;
}

export interface HeadContext {
  /** Canonical address of the screen (absolute). */
  url: string;
  siteName: string;
}

/** A media screen: the item as a `video.movie` (or another type) with a VideoObject when it is a video. */
export function mediaHeadMetadata(item: MediaItem, context: HeadContext, type: OpenGraphVideoType = 'video.movie'): HeadMetadata {
  const video = type.startsWith('video.');
  return {
    title: item.title,
    tags: openGraphTags(video ? item : { ...item, sources: undefined }, item.title, type, context.url, context.siteName),
    jsonLd: video ? videoObjectJsonLd(item, context.url) : undefined,
  };
}

/**
 * The series screen: a `video.episode` with the series and the episode described when an episode
 * is shown, else the series as a `video.tv_show`. The tab title stays the series title.
 */
export function seriesHeadMetadata(
  series: Pick<Series, 'seasons' | 'episode_count' | 'season_count'>,
  seriesItem: MediaItem | undefined,
  title: string,
  context: HeadContext & { episode?: MediaItem; episodeUrl?: string },
): HeadMetadata {
  const seriesLd = tvSeriesJsonLd(series, seriesItem, context.url, title);
  const { episode } = context;
  if (episode) {
    const episodeUrl = context.episodeUrl ?? context.url;
    return {
      title,
      tags: openGraphTags(episode, `${episode.title} - ${title}`, 'video.episode', episodeUrl, context.siteName),
      jsonLd: [seriesLd, videoObjectJsonLd(episode, episodeUrl)],
    };
  }
  const item: MediaItem = seriesItem ?? { mediaid: '', title };
  return { title, tags: openGraphTags({ ...item, sources: undefined }, title, 'video.tv_show', context.url, context.siteName), jsonLd: seriesLd };
}
