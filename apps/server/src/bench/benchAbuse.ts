import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import autocannon from 'autocannon';
import { loadCatalog } from '../catalog/loadCatalog';
import { isFreeItem } from '../protection/entitlement';
import type { Probe, ViewerData } from './benchViewer';
import { startBuiltServer } from './serverProcess';

/**
 * `pnpm bench:abuse` (issue 21; not part of `test`): the built server (dist/main.js, production
 * password hashing, SQLite in a temp folder) under three floods from one loopback client, each
 * BENCH_SECONDS (default 10) with BENCH_CONNECTIONS (default 50): logins with a wrong password,
 * registrations on an existing email, and large images never asked before. During each flood a
 * viewer asks `GET /api/favorites` and an HLS segment in turn, from a worker thread of its own
 * (benchViewer.ts); the table gives their p50/p99 and the server's peak RSS (the kernel's
 * high-water mark, reset before each flood). BENCH_FLOODS (e.g. `images` or
 * `logins,registrations`) runs only some of the floods. The login and request limits are raised out of the way (a flood from
 * many addresses), so what is measured is the server's own bounds: the hashing and image gates.
 * Loopback only, bounded in time.
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(PACKAGE_DIR, 'dist', 'main.js');
const CATALOG = join(PACKAGE_DIR, 'catalog');
const PASSWORD = 'bench-passphrase-42';
const ONLY = process.env['BENCH_FLOODS']?.split(',').map((name) => name.trim());
const VIEWER = new URL('./benchViewer.js', import.meta.url);

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run pnpm --filter @ott/server build first`);
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-abuse-'));
  let server: ChildProcess | undefined;
  try {
    const started = await startServer(dataDir);
    server = started.child;
    const { url } = started;
    const pid = started.child.pid!;
    const viewer = await register(url, `viewer.${Date.now()}@example.org`);
    const victim = `victim.${Date.now()}@example.org`;
    await register(url, victim);
    const segment = await firstOpenSegment(url);
    const mediaIds = loadCatalog(CATALOG).items.map((item) => item.mediaid);

    const floods: Array<{ name: string; key: string; request: (n: number) => { method: 'GET' | 'POST'; path: string; body?: string } }> = [
      { name: 'logins (wrong password)', key: 'logins', request: () => ({ method: 'POST', path: '/api/customers/login', body: JSON.stringify({ email: victim, password: 'not-the-password-1' }) }) },
      { name: 'registrations on an existing email', key: 'registrations', request: () => ({ method: 'POST', path: '/api/customers', body: JSON.stringify({ email: victim, password: PASSWORD, terms: true }) }) },
      {
        name: 'uncached large images',
        key: 'images',
        request: (n) => ({ method: 'GET', path: `/v2/media/${mediaIds[n % mediaIds.length]}/images/poster.webp?width=${n % 2 === 0 ? 3840 : 1920}&fallback=true` }),
      },
    ];

    console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per flood, Node ${process.version}, load average ${loadavg().map((load) => load.toFixed(2)).join(' ')}; probes: GET /api/favorites and ${segment}\n`);
    console.log('| flood | flood req/s | flood 503/429 | favorites p50 / p99 ms | segment p50 / p99 ms | probe failures | peak RSS MB |');
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
    for (const flood of floods.filter((candidate) => !ONLY || ONLY.includes(candidate.key))) {
      resetPeakRss(pid);
      let peakRss = 0;
      const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssOf(pid))), 100);
      const viewerThread = new Worker(VIEWER, { workerData: { url, token: viewer, segment } satisfies ViewerData });
      const probed = new Promise<{ favorites: Probe; hls: Probe }>((resolve, reject) => {
        viewerThread.once('message', resolve);
        viewerThread.once('error', reject);
      });
      let n = 0;
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { 'content-type': 'application/json' },
        requests: [{ setupRequest: (request) => ({ ...request, ...flood.request(n++) }) }],
      });
      viewerThread.postMessage('stop');
      const { favorites, hls } = await probed;
      await viewerThread.terminate();
      clearInterval(sampler);
      peakRss = Math.max(peakRss, peakRssOf(pid));
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

function percentile(probe: Probe, p: number): string {
  if (probe.latencies.length === 0) return '-';
  const sorted = [...probe.latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(0);
}

/** A field of the process's status in KiB (Linux): VmRSS now, VmHWM its peak. */
function statusKib(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

const rssOf = (pid: number): number => statusKib(pid, 'VmRSS');
const peakRssOf = (pid: number): number => statusKib(pid, 'VmHWM');

/** Resets the kernel's peak-RSS mark of the process (Linux `clear_refs` 5), so each flood reports its own peak. */
function resetPeakRss(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not Linux, or not allowed: the 100 ms samples still give a peak.
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
