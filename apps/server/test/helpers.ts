import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll } from 'vitest';
import { loadCatalog, type Catalog } from '../src/index';
import { fixedClock, type Clock } from '../src/clock';
import { buildServer } from '../src/server';

export const FIXTURE_CATALOG = join(dirname(fileURLToPath(import.meta.url)), 'fixtures', 'catalog');
/** The origin tests ask from (the Host header). */
export const ORIGIN = 'http://tv.test:8080';

let fixtureCatalog: Catalog | undefined;
/** The fixture catalog, loaded once per test file. */
export const fixture = (): Catalog => (fixtureCatalog ??= loadCatalog(FIXTURE_CATALOG));

/** A clock the test moves. */
export function testClock(iso: string): Clock & { set(iso: string): void; advance(ms: number): void } {
  let now = Date.parse(iso);
  return { now: () => now, set: (value) => (now = Date.parse(value)), advance: (ms) => (now += ms) };
}

/** A server over the fixture catalog, closed after the file's tests. */
export function fixtureServer(clock: Clock = fixedClock(Date.parse('2025-03-01T12:00:00Z'))): FastifyInstance {
  const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), clock });
  afterAll(() => app.close());
  return app;
}

export async function get(app: FastifyInstance, url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: { host: 'tv.test:8080', ...headers } });
}

/** JSON body of a reply, typed loosely for assertions. */
export const json = <T = Record<string, unknown>>(response: LightMyRequestResponse): T => JSON.parse(response.body) as T;

/**
 * A copy of the fixture catalog in a temp folder (named `catalog`, like the real one), changed by
 * `edit`; removed after the file's tests.
 */
export function editedCatalog(edit: (dir: string) => void): string {
  const root = mkdtempSync(join(tmpdir(), 'ott-catalog-'));
  const dir = join(root, 'catalog');
  cpSync(FIXTURE_CATALOG, dir, { recursive: true });
  edit(dir);
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  return dir;
}

/** Reads, changes and writes back a JSON file of a catalog copy. */
export function editJson<T = unknown>(dir: string, relative: string, change: (value: T) => T | void): void {
  const path = join(dir, relative);
  const value = JSON.parse(readFileSync(path, 'utf8')) as T;
  const changed = change(value);
  writeFileSync(path, JSON.stringify(changed === undefined ? value : changed, null, 2));
}

export const removeFile = (dir: string, relative: string): void => rmSync(join(dir, relative), { recursive: true, force: true });
export const writeFile = (dir: string, relative: string, text: string): void => writeFileSync(join(dir, relative), text);
