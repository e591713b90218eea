import type { PageParams } from '../http/params';

export interface Page<T> {
  items: T[];
  total: number;
}

/** One page of a list: `offset` is 1-based (JW style). */
export function pageOf<T>(list: ArrayLike<T>, page: PageParams): Page<T> {
  const start = page.offset - 1;
  const end = Math.min(list.length, start + page.limit);
  const items: T[] = [];
  for (let i = start; i < end; i++) items.push(list[i]!);
  return { items, total: list.length };
}

export interface PlaylistLinks {
  first: string;
  last: string;
  next?: string;
  prev?: string;
}

/**
 * Paging links of a playlist reply: the same path and query with page_offset/page_limit set.
 * `query` is the request's other parameters, kept in their order.
 */
export function playlistLinks(pathUrl: string, query: ReadonlyArray<[string, string]>, page: PageParams, total: number): PlaylistLinks {
  const kept = query.filter(([key]) => key !== 'page_offset' && key !== 'page_limit');
  const link = (offset: number): string => {
    const params = new URLSearchParams(kept);
    params.set('page_limit', String(page.limit));
    params.set('page_offset', String(offset));
    return `${pathUrl}?${params.toString()}`;
  };
  const lastOffset = total === 0 ? 1 : Math.floor((total - 1) / page.limit) * page.limit + 1;
  const links: PlaylistLinks = { first: link(1), last: link(lastOffset) };
  if (page.offset + page.limit <= total) links.next = link(page.offset + page.limit);
  if (page.offset > 1) links.prev = link(Math.max(1, page.offset - page.limit));
  return links;
}
