import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerContext } from '../context';
import { CACHE_CONTROL } from './caching';
import { requestOrigin, withOrigin } from './origin';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Sends catalog JSON text written with ORIGIN_TOKEN, with the request's origin put in (publicly cacheable). */
export function sendJsonText(context: ServerContext, request: FastifyRequest, reply: FastifyReply, text: string): FastifyReply {
  return reply.type(JSON_TYPE).header('cache-control', CACHE_CONTROL.content).send(withOrigin(text, requestOrigin(request, context.publicUrl)));
}

/**
 * A JSON reply served from the reply cache when possible. `build` returns the text (with
 * ORIGIN_TOKEN) and whether it may be cached (false when it depends on the clock); the cache holds
 * the finished text for each origin. Browsers and a CDN may keep it for minutes, or seconds when
 * it follows the clock.
 */
export function sendCachedJson(
  context: ServerContext,
  request: FastifyRequest,
  reply: FastifyReply,
  build: () => { text: string; cacheable: boolean },
): FastifyReply {
  const origin = requestOrigin(request, context.publicUrl);
  const key = `${origin} ${request.url}`;
  let text = context.replies.get(key);
  let cacheable = true;
  if (text === undefined) {
    const built = build();
    text = withOrigin(built.text, origin);
    cacheable = built.cacheable;
    if (cacheable) context.replies.offer(key, text);
  }
  return reply
    .type(JSON_TYPE)
    .header('cache-control', cacheable ? CACHE_CONTROL.content : CACHE_CONTROL.clockContent)
    .send(text);
}

/** The query parameters of a request, in order, as pairs (for paging links). */
export function queryPairs(request: FastifyRequest): Array<[string, string]> {
  const index = request.url.indexOf('?');
  return index === -1 ? [] : [...new URLSearchParams(request.url.slice(index + 1)).entries()];
}

/** The path of a request without its query. */
export const pathOf = (request: FastifyRequest): string => {
  const index = request.url.indexOf('?');
  return index === -1 ? request.url : request.url.slice(0, index);
};
