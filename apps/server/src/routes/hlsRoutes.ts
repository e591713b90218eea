import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { NOT_FOUND_MESSAGE, notFound } from '../http/HttpError';
import { HLS_MIME_TYPE } from '../content/urls';

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.m3u8': HLS_MIME_TYPE,
  '.ts': 'video/mp2t',
  '.vtt': 'text/vtt; charset=utf-8',
  '.mp4': 'video/mp4',
  '.aac': 'audio/aac',
  '.m4s': 'video/iso.segment',
};

/** Segments and VOD playlists never change while the server runs. */
const FILE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * HLS VOD: `/hls/{clipId}/{file}` serves the files a clip's clip.json names (master, media
 * playlists, segments, subtitles, progressive MP4), and nothing else: the path is looked up in
 * that list, never joined onto the file system, so no path can leave the clip folder.
 */
export function registerHlsRoutes(app: FastifyInstance, context: ServerContext): void {
  app.get('/hls/:clip/*', async (request: FastifyRequest<{ Params: { clip: string; '*': string } }>, reply) => {
    const clip = context.catalog.clips.get(request.params.clip);
    const path = clip?.files.get(request.params['*']);
    if (!path) throw notFound(NOT_FOUND_MESSAGE.file);
    const type = CONTENT_TYPES[extname(path)] ?? 'application/octet-stream';
    const { size } = await stat(path);
    reply.type(type).header('content-length', size).header('cache-control', FILE_CACHE_CONTROL);
    // HEAD (the apps' geo-block check): headers only, without opening the file. Fastify keeps the
    // content-length set above when a HEAD reply's payload is a stream.
    if (request.method === 'HEAD') return reply.send(Readable.from([]));
    return reply.send(createReadStream(path));
  });
}
