import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from '../../src/bench/serverProcess';
import { writeSyntheticCatalog } from './syntheticCatalog';

/**
 * `pnpm bench:server`: builds a synthetic catalog of 100,000 media items, starts the built server
 * on it (a child process, so its memory is measured alone), drives it with autocannon and prints
 * requests per second, p50/p99 latency and the server's peak RSS. Not part of `test`.
 *
 * Environment: BENCH_ITEMS (default 100000), BENCH_SECONDS per scenario (default 10),
 * BENCH_CONNECTIONS (default 10), BENCH_NODE_FLAGS (default "--optimize-for-size", as `pnpm start`).
 */
const ITEMS = Number(process.env['BENCH_ITEMS'] ?? 100_000);
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(PACKAGE_DIR, 'dist', 'main.js');
const CLIP = join(PACKAGE_DIR, 'test', 'fixtures', 'catalog', 'media', 'alpha');
/** The V8 options of `pnpm start` (package.json): the server is measured as it is run. */
const NODE_FLAGS = (process.env['BENCH_NODE_FLAGS'] ?? '--optimize-for-size').split(' ').filter(Boolean);

interface Scenario {
  name: string;
  target: string;
  path: () => string;
  /** Paths asked once each, in order, before the measured run. */
  prime?: string[];
}

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run pnpm --filter @ott/server build first`);
  const root = mkdtempSync(join(tmpdir(), 'ott-bench-'));
  let server: ChildProcess | undefined;
  try {
    const generatedAt = Date.now();
    const catalog = writeSyntheticCatalog(join(root, 'catalog'), ITEMS, CLIP);
    console.log(`catalog: ${ITEMS} items written in ${Date.now() - generatedAt} ms (${root})`);

    const startedAt = Date.now();
    const started = await startBuiltServer(MAIN, ['--catalog', catalog.dir], { LOG_LEVEL: 'warn' }, NODE_FLAGS);
    server = started.child;
    const pid = server.pid!;
    console.log(`server: pid ${pid}, ready in ${Date.now() - startedAt} ms at ${started.url}, RSS ${rssOf(pid, 'VmRSS')} MB after loading (peak ${rssOf(pid, 'VmHWM')} MB)`);

    let counter = 0;
    const pages = Math.floor(ITEMS / 20);
    const scenarios: Scenario[] = [
      { name: 'playlist, page_limit=20 (one page)', target: '>= 5000 req/s', path: () => `/v2/playlists/${catalog.dynamicPlaylistId}?page_limit=20` },
      { name: 'playlist, page_limit=20 (random pages)', target: '>= 5000 req/s', path: () => `/v2/playlists/${catalog.dynamicPlaylistId}?page_limit=20&page_offset=${1 + 20 * Math.floor(Math.random() * pages)}` },
      { name: 'media item (random ids)', target: '', path: () => `/v2/media/${catalog.ids[Math.floor(Math.random() * catalog.ids.length)]}` },
      {
        name: 'search, 300 terms repeated',
        target: 'p99 < 20 ms',
        path: () => `/v2/playlists/${catalog.searchPlaylistId}?search=${catalog.searchTerms[counter++ % catalog.searchTerms.length]}&page_limit=20`,
        prime: catalog.searchTerms.map((term) => `/v2/playlists/${catalog.searchPlaylistId}?search=${term}&page_limit=20`),
      },
      { name: 'search, random two-word queries (uncached)', target: '', path: () => `/v2/playlists/${catalog.searchPlaylistId}?search=${pick(catalog.words)}+${pick(catalog.words).slice(0, 3)}&page_limit=20` },
    ];

    const rows: string[][] = [];
    for (const scenario of scenarios) {
      for (const path of scenario.prime ?? []) await fetch(`${started.url}${path}`).then((response) => response.arrayBuffer());
      await run(started.url, scenario, 2); // warm-up
      const result = await run(started.url, scenario, SECONDS);
      const failures = result.non2xx + result.errors + result.timeouts;
      const rss = rssOf(pid, 'VmRSS');
      rows.push([scenario.name, result.requests.average.toFixed(0), result.latency.p50.toFixed(2), result.latency.p99.toFixed(2), String(failures), rss, scenario.target]);
      console.log(`  ${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, RSS ${rss} MB (peak ${rssOf(pid, 'VmHWM')} MB)${failures ? `, ${failures} failed` : ''}`);
    }
    const peak = rssOf(pid, 'VmHWM');

    console.log(`\n${ITEMS} items, ${CONNECTIONS} connections, ${SECONDS} s per scenario, Node ${process.version} ${NODE_FLAGS.join(' ')}\n`);
    console.log('| scenario | req/s | p50 ms | p99 ms | failed | RSS after, MB | target |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const row of rows) console.log(`| ${row.join(' | ')} |`);
    console.log(`\nserver peak RSS: ${peak} MB (target < 300 MB)`);
  } finally {
    server?.kill('SIGTERM');
    rmSync(root, { recursive: true, force: true });
  }
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;

function run(url: string, scenario: Scenario, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: scenario.path() }) }],
  });
}

/** A memory figure of a process in MB, from /proc (VmRSS now, VmHWM the peak). */
function rssOf(pid: number, field: 'VmRSS' | 'VmHWM'): string {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1]);
  return (kb / 1024).toFixed(0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
