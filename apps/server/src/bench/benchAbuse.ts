import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadCatalog } from '../catalog/loadCatalog';
import { isFreeItem } from '../protection/entitlement';
import { startBuiltServer } from './serverProcess';

/**
 * `pnpm bench:abuse` (issue 21; not part of `test`): the built server (dist/main.js, production
 * password hashing, SQLite in a temp folder) under three floods from one loopback client, each
 * BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 50): logins with a wrong password,
 * registrations on an existing email, and large images never asked before. During each flood a
 * viewer asks `GET /api/favorites` and an HLS segment in turn; the table gives their p50/p99 and
 * the server's peak RSS. The login and request limits are raised out of the way (a flood from
 * many addresses), so what is measured is the server's own bounds: the hashing and image gates.
 * Loopback only, bounded in time.
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(PACKAGE_DIR, 'dist', 'main.js');
const CATALOG = join(PACKAGE_DIR, 'catalog');
const PASSWORD = 'bench-passphrase-42';

interface Probe {
  name: string;
  latencies: number[];
  failures: number;
}

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run pnpm --filter @ott/server build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-abuse-'));
  let server: ChildProcess | undefined;
  try {
    const started = await startServer(dataDir);
    server = started.child;
    const { url } = started;
    const viewer = await register(url, `viewer.${Date.now()}@example.org`);
    const victim = `victim.${Date.now()}@example.org`;
    await register(url, victim);
    const segment = await firstOpenSegment(url);
    const mediaIds = loadCatalog(CATALOG).items.map((item) => item.mediaid);

    const floods: Array<{ name: string; request: (n: number) => { method: 'GET' | 'POST'; path: string; body?: string } }> = [
      { name: 'logins (wrong password)', request: () => ({ method: 'POST', path: '/api/customers/login', body: JSON.stringify({ email: victim, password: 'not-the-password-1' }) }) },
      { name: 'registrations on an existing email', request: () => ({ method: 'POST', path: '/api/customers', body: JSON.stringify({ email: victim, password: PASSWORD, terms: true }) }) },
      {
        name: 'uncached large images',
        request: (n) => ({ method: 'GET', path: `/v2/media/${mediaIds[n % mediaIds.length]}/images/poster.webp?width=${n % 2 === 0 ? 3840 : 1920}&fallback=true` }),
      },
    ];

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per flood, Node ${process.version}; probes: GET /api/favorites and ${segment}\n`);
    console.log('| flood | flood req/s | flood 503/429 | favorites p50 / p99 ms | segment p50 / p99 ms | probe failures | peak RSS MB |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const flood of floods) {
      const favorites: Probe = { name: 'favorites', latencies: [], failures: 0 };
      const hls: Probe = { name: 'segment', latencies: [], failures: 0 };
      let probing = true;
      let peakRss = 0;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(server!.pid!))), 100);
      const probes = (async () => {
        while (probing) {
          await timed(favorites, () => fetch(`${url}/api/favorites`, { headers: { authorization: `Bearer ${viewer}` } }));
          await timed(hls, () => fetch(`${url}${segment}`));
        }
      })();
      let n = 0;
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, ...flood.request(n++) }) }],
      });
      probing = false;
      await probes;
      clearInterval(sampler);
      const refused = (result.statusCodeStats?.['503']?.count ?? 0) + (result.statusCodeStats?.['429']?.count ?? 0);
      console.log(
        `| ${flood.name} | ${result.requests.average.toFixed(0)} | ${refused} | ${percentile(favorites, 50)} / ${percentile(favorites, 99)} | ${percentile(hls, 50)} / ${percentile(hls, 99)} | ${favorites.failures + hls.failures} | ${(peakRss / 1024).toFixed(0)} |`,
      );
    }
  } finally {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function timed(probe: Probe, request: () => Promise<Response>): Promise<void> {
  const started = performance.now();
  try {
    const response = await request();
    await response.arrayBuffer();
    if (!response.ok) probe.failures++;
  } catch {
    probe.failures++;
  }
  probe.latencies.push(performance.now() - started);
}

function percentile(probe: Probe, p: number): string {
  if (probe.latencies.length === 0) return '-';
  const sorted = [...probe.latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(0);
}

/** The process's resident memory in KiB (Linux). */
function rssOf(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

async function register(url: string, email: string): Promise<string> {
  const reply = await fetch(`${url}/api/customers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD, terms: true }) });
  if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${await reply.text()}`);
  return ((await reply.json()) as { token: string }).token;
}

/** The path of the first segment of a free item's clip (open to anyone). */
async function firstOpenSegment(url: string): Promise<string> {
  const item = loadCatalog(CATALOG).items.find((candidate) => candidate.clip !== undefined && isFreeItem(candidate));
  if (!item?.clip) throw new Error('the demo catalog has no free clip');
  const playlist = await (await fetch(`${url}/hls/${item.clip}/main.m3u8`)).text();
  const first = playlist.split('\n').find((line) => line.trim() !== '' && !line.startsWith('#'));
  if (!first) throw new Error(`no segment in /hls/${item.clip}/main.m3u8`);
  return `/hls/${item.clip}/${first.trim()}`;
}

/** dist/main.js with every limit out of the way (a flood from many addresses). */
const startServer = (dataDir: string) =>
  startBuiltServer(MAIN, ['--data-dir', dataDir], { LOG_LEVEL: 'error', LOGIN_RATE_LIMIT: '100000000/100000000/900', REQUEST_LIMIT_FACTOR: '100000', DATABASE_URL: '' });

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
