import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Clip } from '../catalog/clipSchema';
import type { ServerContext } from '../context';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { HLS_MIME_TYPE } from '../content/urls';
import { CACHE_CONTROL, notModified } from '../http/caching';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': HLS_MIME_TYPE,
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.m4s': 'video/iso.segment',
};

/** Replies of protected or geo-blocked items: never in a shared cache, playlists not even in the browser's. */
export const PRIVATE_PLAYLIST_CACHE_CONTROL = 'private, no-store';
export const PRIVATE_FILE_CACHE_CONTROL = 'private, max-age=600';

export interface ClipFileOptions {
  /** Cache-Control of the clip's files, or per file (playlists and segments of open clips differ). */
  cacheControl: string | ((type: string) => string);
  /** Rewrites a playlist's text before it is sent (signing its URIs); playlists are then read whole. */
  playlist?: (text: string, file: string) => string;
}

/** Open clips: playlists for a day, everything else (segments, subtitles) for good. */
export const openClipCacheControl = (type: string): string => (type === HLS_MIME_TYPE ? CACHE_CONTROL.vodPlaylist : CACHE_CONTROL.segment);

/**
 * Sends one file a clip's clip.json names, looked up in that list (never joined onto the disk, so
 * no path leaves the clip folder). HEAD (the apps' geo-block check) sends the headers only.
 * Files sent as they are carry `Last-Modified` and an ETag of their size and modification time
 * (equal on instances deployed from one image or with times kept, e.g. `rsync -a`), and a
 * conditional GET that holds them gets 304 without opening the file.
 */
export async function sendClipFile(request: FastifyRequest, reply: FastifyReply, clip: Clip | undefined, file: string, options: ClipFileOptions): Promise<FastifyReply> {
  const path = clip?.files.get(file);
  if (!clip || !path) throw notFound(NOT_FOUND_MESSAGE.file);
  const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
  reply.type(type).header('cache-control', typeof options.cacheControl === 'string' ? options.cacheControl : options.cacheControl(type));
  if (options.playlist && type === HLS_MIME_TYPE) return reply.send(options.playlist(await readFile(path, 'utf8'), file));
  // The size and time taken at start-up save a turn of the thread pool per segment.
  const { size, mtimeMs } = clip.stats.get(file) ?? (await stat(path));
  const etag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  reply.header('etag', etag).header('last-modified', new Date(mtimeMs).toUTCString());
  if (notModified(request, etag, mtimeMs)) return reply.code(304).send();
  reply.header('content-length', size);
  // Fastify keeps the content-length set above when a HEAD reply's payload is a stream.
  if (request.method === 'HEAD') return reply.send(Readable.from([]));
  if (size === 0) return reply.send('');
  // A segment in one read (up to 1 MiB at a time, not 64 KiB), stopping at its known end: each
  // read is a turn of the thread pool and of the event loop, which a busy server makes long.
  return reply.send(createReadStream(path, { highWaterMark: Math.min(size, MAX_READ_BYTES), end: size - 1 }));
}

/** The largest read of a clip file at once. */
const MAX_READ_BYTES = 1024 * 1024;

/**
 * HLS VOD of open items: `/hls/{clipId}/{file}` serves the files of clips that open items (or ads)
 * play. Clips only protected or geo-blocked items play are served through `/vod/{mediaId}/...`.
 */
export function registerHlsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/hls/:clip/*', async (request: FastifyRequest<{ Params: { clip: string; '*': string } }>, reply) => {
    const { clip: clipId } = request.params;
    const clip = context.openClips.has(clipId) ? context.catalog.clips.get(clipId) : undefined;
    return sendClipFile(request, reply, clip, request.params['*'], { cacheControl: openClipCacheControl });
  });
}
