import { buildSandbox, type SandboxOptions } from './app';
import type { MovableClock } from './clock';
import { DEV_PREFIX } from './dev/devRoutes';

/** Replies of the control routes are read loosely: each caller asserts what it needs. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

export interface ListeningSandbox {
  /** Its base URL on loopback (what an integration's development host override points at). */
  baseUrl: string;
  clock: MovableClock;
  /** Calls a `/_sandbox/*` control route (clock, outbox, grants, test cards) and answers its data; a refusal throws with the reply. */
  dev(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<Json>;
  close(): Promise<void>;
}

/**
 * The sandbox listening on 127.0.0.1 (a free port), state in memory, control routes on, for another
 * package's contract tests: they call it over the network as their client would call the provider.
 */
export async function listenSandbox(options: Omit<SandboxOptions, 'devRoutes' | 'storage'> & { clock: MovableClock }): Promise<ListeningSandbox> {
  const { app, clock } = buildSandbox({ ...options, storage: ':memory:', devRoutes: true });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const dev: ListeningSandbox['dev'] = async (method, path, body) => {
    const response = await fetch(`${baseUrl}${DEV_PREFIX}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const json = (await response.json()) as Json;
    if (!response.ok) throw new Error(`${method} ${DEV_PREFIX}${path}: ${response.status} ${JSON.stringify(json)}`);
    return json?.responseData ?? json;
  };
  return { baseUrl, clock: clock as MovableClock, dev, close: () => app.close() };
}
