import type { FastifyRequest } from 'fastify';

/**
 * Replies carry absolute URLs (the web apps run on another origin). Cached replies are written
 * once with this stand-in origin and the request's own origin is put in when they are sent, so one
 * cached reply serves `localhost`, `127.0.0.1` and a LAN address alike. `.invalid` is a reserved
 * top-level domain: the stand-in can never be a real host.
 */
export const ORIGIN_TOKEN = 'http://ott-origin.invalid';

const HOST_PATTERN = /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/;

/**
 * The origin the client used: the configured public URL when there is one (behind a proxy),
 * otherwise the request's protocol and Host header. A Host header that is not a plain host name
 * (or IP) and port is not echoed into URLs.
 */
export function requestOrigin(request: Pick<FastifyRequest, 'protocol' | 'headers'>, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const host = request.headers.host;
  return `${request.protocol}://${host && HOST_PATTERN.test(host) ? host : '127.0.0.1'}`;
}

/** Puts the request origin into a reply written with `ORIGIN_TOKEN`. */
export const withOrigin = (text: string, origin: string): string => text.replaceAll(ORIGIN_TOKEN, origin);
