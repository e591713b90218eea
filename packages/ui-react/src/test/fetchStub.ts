import type { FetchLike } from '@ott/common';
import { vi } from 'vitest';

/** A reply: a JSON value, a text (string), a status code alone (number), or a function of the URL. */
export type StubReply = unknown | ((url: URL) => Response | Promise<Response>);

const json = (value: unknown, status = 200): Response =>
  new Response(JSON.stringify(value), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A fetch that answers by path (`/apps/configs/demo0001.json`), ignoring host and query; anything
 * else is a 404. Calls are recorded (`stub.mock.calls`), so tests can count retries.
 */
export function createFetchStub(replies: Record<string, StubReply>) {
  return vi.fn<FetchLike>(async (input) => {
    const url = new URL(input, 'http://localhost:3000');
    if (!(url.pathname in replies)) return json({ message: 'Not found' }, 404);
    const reply = replies[url.pathname];
    if (typeof reply === 'function') return (reply as (url: URL) => Response | Promise<Response>)(url);
    if (typeof reply === 'number') return json({ message: `status ${reply}` }, reply);
    if (typeof reply === 'string') return new Response(reply, { status: 200, headers: { 'Content-Type': 'text/plain' } });
    return json(reply);
  });
}

/** Counts how often `fetch` was called for a path. */
export const callsTo = (fetch: ReturnType<typeof createFetchStub>, pathname: string): number =>
  fetch.mock.calls.filter(([input]) => new URL(input, 'http://localhost:3000').pathname === pathname).length;
