import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { buildServer } from '../../src/server';
import type { PlanAccess } from '../../src/protection/PlanAccess';
import { fixture, FIXTURE_CATALOG, testClock } from '../helpers';

export const T0 = '2025-03-01T12:00:00Z';
export const COUNTRY_HEADER = 'x-viewer-country';
export const CONTENT_SECRET = 'the-content-secret-of-the-protection-tests';
export const HOST = 'tv.test:8080';
export const ORIGIN = `http://${HOST}`;

/** Signed-in viewers holding a subscription, for the plan seam. */
export const subscribers = new Set<string>();
const plans: PlanAccess = {
  hasActiveSubscription: (userId) => Promise.resolve(subscribers.has(userId)),
  grantedOffers: () => Promise.resolve([]),
};

/** The fixture catalog with accounts (in-memory SQLite), a country header, the test plan seam and a clock the test moves. */
export function protectedServer(options: { accounts?: boolean; countryHeader?: string } = {}): { app: FastifyInstance; clock: ReturnType<typeof testClock> } {
  const clock = testClock(T0);
  const app = buildServer({
    catalogDir: FIXTURE_CATALOG,
    catalog: fixture(),
    clock,
    contentSecret: CONTENT_SECRET,
    plans,
    countryHeader: options.countryHeader ?? COUNTRY_HEADER,
    ...(options.accounts === false ? {} : { accounts: { passwordHashCost: 'test' as const, devOutbox: true } }),
  });
  afterAll(() => app.close());
  return { app, clock };
}

export const request = (app: FastifyInstance, method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'OPTIONS', url: string, options: { headers?: Record<string, string>; body?: unknown; rawBody?: string } = {}): Promise<LightMyRequestResponse> => {
  const headers: Record<string, string> = { host: HOST, ...options.headers };
  let payload: string | undefined = options.rawBody;
  if (payload === undefined && options.body !== undefined) payload = JSON.stringify(options.body);
  if (payload !== undefined) headers['content-type'] ??= 'application/json';
  return app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
};

export const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> => request(app, 'GET', url, { headers });

/** The path and query of an absolute URL of a reply. */
export const local = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

/** A relative URI of a playlist resolved against the playlist's URL (as a player does), path and query. */
export const resolveUri = (playlistUrl: string, uri: string): string => local(new URL(uri, new URL(playlistUrl, ORIGIN)).href);

/** The URIs a playlist holds: URI lines and URI="..." attributes. */
export function playlistUris(text: string): string[] {
  const uris: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) for (const match of line.matchAll(/URI="([^"]*)"/g)) uris.push(match[1]!);
    else if (line.trim() !== '') uris.push(line.trim());
  }
  return uris;
}

/** Registers a viewer on the server's account API and returns their access token. */
export async function signUp(app: FastifyInstance, email: string): Promise<{ token: string; userId: string }> {
  const reply = await request(app, 'POST', '/api/customers', { body: { email, password: 'harbour-lights-42', terms: true } });
  if (reply.statusCode !== 201) throw new Error(`registration failed: ${reply.statusCode} ${reply.body}`);
  const body = JSON.parse(reply.body) as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id };
}

/** A media token for an item under a config (through GET /v2/items/jw-media/token). */
export async function mediaToken(app: FastifyInstance, mediaId: string, configId = 'fixtcfg1', bearer?: string): Promise<string> {
  const reply = await get(app, `/v2/items/jw-media/token?app_config_id=${configId}&media_id=${mediaId}`, bearer ? { authorization: `Bearer ${bearer}` } : {});
  if (reply.statusCode !== 200) throw new Error(`no media token: ${reply.statusCode} ${reply.body}`);
  return (JSON.parse(reply.body) as { token: string }).token;
}

interface MediaItemReply {
  playlist: Array<{ mediaid: string; sources: Array<{ file: string }>; tracks?: Array<{ file: string }>; [key: string]: unknown }>;
}

/** The signed media item of a protected item (token from the AVOD config). */
export async function signedItem(app: FastifyInstance, mediaId: string): Promise<MediaItemReply['playlist'][number]> {
  const reply = await get(app, `/v2/media/${mediaId}?token=${await mediaToken(app, mediaId)}`);
  if (reply.statusCode !== 200) throw new Error(`no signed media: ${reply.statusCode} ${reply.body}`);
  return (JSON.parse(reply.body) as MediaItemReply).playlist[0]!;
}

export const json = <T = Record<string, unknown>>(reply: LightMyRequestResponse): T => JSON.parse(reply.body) as T;
