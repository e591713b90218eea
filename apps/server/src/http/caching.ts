import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How long browsers and a CDN in front may keep each kind of reply (issue 22). Everything public
 * comes from the catalog, which changes only when the server restarts on a new one; what follows
 * the clock is kept briefly; what belongs to one viewer is private or not stored at all.
 */
export const CACHE_CONTROL = {
  /** Catalog JSON (media, playlists, series, search, ad schedules): a few minutes, then revalidated by ETag. */
  content: 'public, max-age=300',
  /** JSON whose answer follows the clock (lists holding live events): seconds. */
  clockContent: 'public, max-age=10',
  /** Rendered images: a day (their ETag is a hash of the bytes, equal on every instance). */
  image: 'public, max-age=86400',
  /** VOD playlists of open clips: a day. */
  vodPlaylist: 'public, max-age=86400',
  /** Media segments, subtitles and ad clips never change under their name. */
  segment: 'public, max-age=31536000, immutable',
  /** A live master playlist: its variants do not move, but the item's state may. */
  liveMaster: 'public, max-age=10',
  /** A finished catch-up window (`start` and `end` in the past): fixed for good. */
  endedWindow: 'public, max-age=86400',
} as const;

/** A live media playlist: half its target duration (at least a second), as live HLS is fronted. */
export const livePlaylistCacheControl = (targetDurationSeconds: number): string => `public, max-age=${Math.max(1, Math.floor(targetDurationSeconds / 2))}`;

/** A weak validator over the reply's bytes: equal text, equal tag, on every instance and in every encoding. */
export const textEtag = (body: string | Buffer): string => `W/"${createHash('sha1').update(body).digest('base64url')}"`;

const opaqueTag = (tag: string): string => tag.trim().replace(/^W\//, '');

/**
 * Whether a conditional GET may be answered 304 (RFC 9110 §13.1): `If-None-Match` (weak
 * comparison, a list or `*`) decides when present; otherwise `If-Modified-Since` against the
 * resource's modification time (whole seconds).
 */
export function notModified(request: FastifyRequest, etag: string | undefined, lastModifiedMs?: number): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (etag === undefined) return false;
    if (ifNoneMatch.trim() === '*') return true;
    const wanted = opaqueTag(etag);
    return ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === wanted);
  }
  const ifModifiedSince = request.headers['if-modified-since'];
  if (ifModifiedSince === undefined || lastModifiedMs === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  return !Number.isNaN(since) && Math.floor(lastModifiedMs / 1000) * 1000 <= since;
}

const isRead = (request: FastifyRequest): boolean => request.method === 'GET' || request.method === 'HEAD';

/**
 * Conditional GETs for every reply sent whole (JSON, XML, playlists, images): a 200 to GET or
 * HEAD whose `Cache-Control` allows storing gets an ETag over its bytes (unless the route set
 * one), and a request that already holds it gets 304 without the body. Files streamed from disk
 * (segments) answer their own conditionals (see hlsRoutes.ts). Registered before compression, so
 * the tag is the uncompressed text's.
 */
export function registerConditionalGets(app: FastifyInstance): void {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!isRead(request) || reply.statusCode !== 200) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    let etag = reply.getHeader('etag') as string | undefined;
    if (etag === undefined && (typeof payload === 'string' || Buffer.isBuffer(payload))) {
      etag = textEtag(payload);
      void reply.header('etag', etag);
    }
    if (etag === undefined || !notModified(request, etag)) return payload;
    void reply.code(304).removeHeader('content-length').removeHeader('content-type');
    return '';
  });
}
