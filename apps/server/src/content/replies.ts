import type { ServerContext } from '../context';
import type { PageParams } from '../http/params';
import { ORIGIN_TOKEN } from '../http/origin';
import type { HlsFamily } from '../protection/HlsSigner';
import { playlistJson } from './ItemJson';
import { toPublicItem } from './publicItem';
import { pageOf, playlistLinks } from './pagination';

/** An item's JSON text with `feedid` first: the delivery API names on each item the list it came in. */
export const withFeedId = (itemText: string, feedid: unknown): string =>
  typeof feedid === 'string' && itemText.startsWith('{') ? `{"feedid":${JSON.stringify(feedid)},${itemText.slice(1)}` : itemText;

export interface JsonReply {
  /** JSON text with ORIGIN_TOKEN for the origin. */
  text: string;
  /** False when the reply depends on the clock. */
  cacheable: boolean;
}

/** `/v2/media/{id}`: the item wrapped as a one-item playlist, as the content host sends it. */
export function mediaReply(context: ServerContext, index: number): JsonReply {
  const item = context.catalog.items[index]!;
  const text = playlistJson(
    { title: item.title, description: item.description ?? '', kind: 'Single Item', feedid: item.mediaid },
    [withFeedId(context.items.json(index, context.clock.now()), item.mediaid)],
  );
  return { text, cacheable: !context.items.anyTimeDependent([index]) };
}

/**
 * The media reply of a protected item for a caller who may watch it: its URLs carry signatures
 * (10 minutes). Built for each request, never cached.
 */
export function signedMediaReply(context: ServerContext, index: number): string {
  const item = context.catalog.items[index]!;
  const now = context.clock.now();
  const signature = (family: HlsFamily): string => context.protection.signature(family, item.mediaid, now);
  return playlistJson(
    { title: item.title, description: item.description ?? '', kind: 'Single Item', feedid: item.mediaid },
    [withFeedId(JSON.stringify(toPublicItem(context.catalog, item, { base: ORIGIN_TOKEN, now, signature })), item.mediaid)],
  );
}

export interface ListReplyOptions {
  /** Fields before `playlist` (feedid, title, kind...). */
  header: Record<string, unknown>;
  list: ArrayLike<number>;
  page: PageParams;
  /** Path of the request, for paging links. */
  path: string;
  query: ReadonlyArray<[string, string]>;
}

/** A playlist-shaped reply with one page of items and paging links. */
export function listReply(context: ServerContext, options: ListReplyOptions): JsonReply {
  const { items, total } = pageOf(options.list, options.page);
  const now = context.clock.now();
  const links = playlistLinks(`${ORIGIN_TOKEN}${options.path}`, options.query, options.page, total);
  const text = playlistJson(
    { ...options.header, links },
    items.map((index) => withFeedId(context.items.json(index, now), options.header['feedid'])),
  );
  return { text, cacheable: !context.items.anyTimeDependent(items) };
}

/** Fields of a media item that a content-list entry carries itself; its other string fields are its custom parameters. */
const CONTENT_LIST_OWN_FIELDS: ReadonlySet<string> = new Set(['mediaid', 'title', 'description', 'tags', 'duration', 'image', 'images', 'sources', 'tracks', 'pubdate', 'link', 'feedid', 'variations']);

/** A content-list entry: `{ media_id, title, description, tags: [..], duration, custom_params }`. */
function contentListEntry(itemText: string): Record<string, unknown> {
  const item = JSON.parse(itemText) as Record<string, unknown>;
  const custom: Record<string, string> = {};
  for (const [key, value] of Object.entries(item)) if (!CONTENT_LIST_OWN_FIELDS.has(key) && typeof value === 'string') custom[key] = value;
  const tags = typeof item['tags'] === 'string' ? item['tags'].split(',').map((tag) => tag.trim()).filter((tag) => tag !== '') : [];
  return {
    media_id: item['mediaid'],
    title: item['title'],
    description: typeof item['description'] === 'string' ? item['description'] : null,
    tags,
    duration: typeof item['duration'] === 'number' ? item['duration'] : 0,
    custom_params: custom,
  };
}

export interface ContentListReplyOptions {
  id: string;
  title: string;
  description: string | undefined;
  list: ArrayLike<number>;
  page: PageParams;
}

/**
 * `/v2/sites/{siteId}/content_lists/{id}` as the delivery API publishes it: `{ id, title,
 * description, list: [entries] }`, not the playlist shape (a content list names media, with their
 * custom parameters, and the client builds its cards from them).
 */
export function contentListReply(context: ServerContext, options: ContentListReplyOptions): JsonReply {
  const { items } = pageOf(options.list, options.page);
  const now = context.clock.now();
  const list = items.map((index) => contentListEntry(context.items.json(index, now)));
  const text = JSON.stringify({ id: options.id, title: options.title, description: options.description ?? '', list });
  return { text, cacheable: !context.items.anyTimeDependent(items) };
}
