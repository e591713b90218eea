import type { ServerContext } from '../context';
import type { PageParams } from '../http/params';
import { ORIGIN_TOKEN } from '../http/origin';
import type { HlsFamily } from '../protection/HlsSigner';
import { playlistJson } from './ItemJson';
import { toPublicItem } from './publicItem';
import { pageOf, playlistLinks } from './pagination';

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
    [context.items.json(index, context.clock.now())],
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
    [JSON.stringify(toPublicItem(context.catalog, item, { base: ORIGIN_TOKEN, now, signature }))],
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
    items.map((index) => context.items.json(index, now)),
  );
  return { text, cacheable: !context.items.anyTimeDependent(items) };
}
