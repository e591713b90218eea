import { OTHER_PAGES, QUERY_FLAG_ON, QUERY_PARAMS, ROUTE_SEGMENTS } from './paths';

/**
 * Parses a location into a typed route (spec 000 §2): the route name, its path parameters, and
 * the query parameters that route reads. Anything else is `notFound` (the catch-all 404 page).
 * One trailing slash is tolerated; paths are case-sensitive like the links the app builds.
 */
export type Route =
  | { name: 'home'; params: { language?: string } }
  | { name: 'media'; params: { id: string; slug?: string; playlistId?: string; play: boolean; episodeId?: string } }
  | { name: 'playlist'; params: { id: string; slug?: string; channel?: string; play: boolean } }
  | { name: 'contentList'; params: { id: string; slug?: string } }
  | { name: 'series'; params: { id: string; slug?: string; feedId?: string; episodeId?: string; play: boolean } }
  | { name: 'search'; params: { query: string } }
  | { name: 'about'; params: Record<string, never> }
  | { name: 'licenses'; params: Record<string, never> }
  /** `page` is the raw sub-path; `userAreaRedirect` decides where unknown ones go. */
  | { name: 'user'; params: { page?: string } }
  | { name: 'liveGuide'; params: { channel?: string; start?: string; end?: string; beginning: boolean } }
  | { name: 'deviceLogin'; params: { code?: string } }
  | { name: 'notFound'; params: { pathname: string } };

export type RouteName = Route['name'];

/** Drops undefined entries so that routes compare equal whether or not a parameter was absent. */
function defined<T extends Record<string, unknown>>(params: T): T {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined)) as T;
}

function splitPath(pathname: string): string[] | undefined {
  const trimmed = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  if (!trimmed.startsWith('/')) return undefined;
  try {
    return trimmed === '/' ? [] : trimmed.slice(1).split('/').map(decodeURIComponent);
  } catch {
    return undefined; // malformed percent-encoding
  }
}

export function matchRoute(pathname: string, search = ''): Route {
  const notFound: Route = { name: 'notFound', params: { pathname } };
  const segments = splitPath(pathname);
  if (!segments) return notFound;

  const query = new URLSearchParams(search);
  const read = (name: string): string | undefined => query.get(name) || undefined;
  const flag = (name: string): boolean => query.get(name) === QUERY_FLAG_ON;

  const [head, id, ...rest] = segments;
  const slug = rest.join('/') || undefined;

  if (head === undefined) return { name: 'home', params: defined({ language: read(QUERY_PARAMS.language) }) };

  switch (head) {
    case ROUTE_SEGMENTS.media:
      if (!id) return notFound;
      return {
        name: 'media',
        params: defined({
          id,
          slug,
          playlistId: read(QUERY_PARAMS.related),
          play: flag(QUERY_PARAMS.play),
          episodeId: read(QUERY_PARAMS.episode),
        }),
      };
    case ROUTE_SEGMENTS.playlist:
      if (!id) return notFound;
      return {
        name: 'playlist',
        params: defined({ id, slug, channel: read(QUERY_PARAMS.channel), play: flag(QUERY_PARAMS.play) }),
      };
    case ROUTE_SEGMENTS.contentList:
      if (!id) return notFound;
      return { name: 'contentList', params: defined({ id, slug }) };
    case ROUTE_SEGMENTS.series:
      if (!id) return notFound;
      return {
        name: 'series',
        params: defined({
          id,
          slug,
          feedId: read(QUERY_PARAMS.related),
          episodeId: read(QUERY_PARAMS.episode),
          play: flag(QUERY_PARAMS.play),
        }),
      };
    case ROUTE_SEGMENTS.search:
      return { name: 'search', params: { query: segments.slice(1).join('/') } };
    case ROUTE_SEGMENTS.other:
      if (rest.length > 0) return notFound;
      if (id === OTHER_PAGES[0]) return { name: 'about', params: {} };
      if (id === OTHER_PAGES[1]) return { name: 'licenses', params: {} };
      return notFound;
    case ROUTE_SEGMENTS.user:
      return { name: 'user', params: defined({ page: segments.slice(1).join('/') || undefined }) };
    case ROUTE_SEGMENTS.liveGuide:
      if (id !== undefined) return notFound;
      return {
        name: 'liveGuide',
        params: defined({
          channel: read(QUERY_PARAMS.channel),
          start: read(QUERY_PARAMS.start),
          end: read(QUERY_PARAMS.end),
          beginning: flag(QUERY_PARAMS.beginning),
        }),
      };
    case ROUTE_SEGMENTS.deviceLogin:
      if (id !== undefined) return notFound;
      return { name: 'deviceLogin', params: defined({ code: read(QUERY_PARAMS.deviceCode) }) };
    default:
      return notFound;
  }
}
