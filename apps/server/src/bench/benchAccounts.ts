import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startBuiltServer } from './serverProcess';
import { createTestDatabase, type TestDatabase } from '../testing/testDatabase';

/**
 * `pnpm bench:accounts`: the account API of the built server (dist/main.js, production password
 * hashing), on a temp SQLite data folder, and on PostgreSQL too when TEST_DATABASE_URL (a fresh
 * database is created there and dropped) or DATABASE_URL (used as is) is set. Creates users, then
 * measures with autocannon: login (scrypt N=2^15 per request: tens per second is the point),
 * POST /favorites (one write transaction each) and GET /favorites (lists of up to 40). Not part of `test`.
 *
 * Environment: BENCH_SECONDS per scenario (default 10), BENCH_CONNECTIONS (default 10),
 * BENCH_USERS (default 20).
 */
const SECONDS = Number(process.env['BENCH_SECONDS'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 10);
const USERS = Number(process.env['BENCH_USERS'] ?? 20);
const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAIN = join(PACKAGE_DIR, 'dist', 'main.js');
const PASSWORD = 'bench-passphrase-42';
/** Favorites cycled per user: below the limit of 48, so every POST succeeds. */
const MEDIA_PER_USER = 40;

interface BenchUser {
  email: string;
  token: string;
}

interface Scenario {
  name: string;
  request: (n: number) => { method: 'GET' | 'POST'; path: string; headers: Record<string, string>; body?: string };
}

interface Row {
  backend: string;
  scenario: string;
  result: autocannon.Result;
}

async function main(): Promise<void> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run pnpm --filter @ott/server build first`);
  const backends: Array<{ name: string; databaseUrl?: string; cleanUp?: () => Promise<void> }> = [{ name: 'SQLite' }];
  let database: TestDatabase | undefined;
  if (process.env['TEST_DATABASE_URL']) {
    database = await createTestDatabase(process.env['TEST_DATABASE_URL']);
    backends.push({ name: 'PostgreSQL', databaseUrl: database.url });
  } else if (process.env['DATABASE_URL']) {
    backends.push({ name: 'PostgreSQL', databaseUrl: process.env['DATABASE_URL'] });
  }

  const rows: Row[] = [];
  try {
    for (const backend of backends) rows.push(...(await benchBackend(backend.name, backend.databaseUrl)));
  } finally {
    await database?.drop();
  }

  console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per scenario, ${USERS} users, Node ${process.version}\n`);
  console.log('| database | scenario | req/s | p50 ms | p99 ms | non-2xx |');
  console.log('| --- | --- | ---: | ---: | ---: | ---: |');
  for (const { backend, scenario, result } of rows) {
    console.log(`| ${backend} | ${scenario} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${result.non2xx + result.errors + result.timeouts} |`);
  }
}

async function benchBackend(backend: string, databaseUrl: string | undefined): Promise<Row[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-bench-accounts-'));
  let server: ChildProcess | undefined;
  try {
    const started = await startServer(dataDir, databaseUrl);
    server = started.child;
    const api = `${started.url}/api`;
    const createdAt = Date.now();
    const users: BenchUser[] = [];
    for (let i = 0; i < USERS; i++) {
      const email = `bench.${Date.now()}.${i}@example.org`;
      const reply = await fetch(`${api}/customers`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD, terms: true }) });
      if (reply.status !== 201) throw new Error(`registration failed: ${reply.status} ${await reply.text()}`);
      users.push({ email, token: ((await reply.json()) as { token: string }).token });
    }
    console.log(`${backend}: ${USERS} users registered in ${Date.now() - createdAt} ms (${started.url})`);

    const json = { 'content-type': 'application/json' };
    const bearer = (user: BenchUser) => ({ authorization: `Bearer ${user.token}` });
    const userOf = (n: number): BenchUser => users[n % users.length]!;
    const scenarios: Scenario[] = [
      { name: 'POST /customers/login (production scrypt)', request: (n) => ({ method: 'POST', path: '/api/customers/login', headers: json, body: JSON.stringify({ email: userOf(n).email, password: PASSWORD }) }) },
      {
        name: 'POST /favorites',
        request: (n) => ({ method: 'POST', path: '/api/favorites', headers: { ...json, ...bearer(userOf(n)) }, body: JSON.stringify({ mediaId: `m${Math.floor(n / users.length) % MEDIA_PER_USER}` }) }),
      },
      { name: 'GET /favorites', request: (n) => ({ method: 'GET', path: '/api/favorites', headers: bearer(userOf(n)) }) },
    ];
    const rows: Row[] = [];
    for (const scenario of scenarios) {
      await run(started.url, scenario, 2); // warm-up
      const result = await run(started.url, scenario, SECONDS);
      console.log(`  ${scenario.name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`);
      rows.push({ backend, scenario: scenario.name, result });
    }
    return rows;
  } finally {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function run(url: string, scenario: Scenario, duration: number): Promise<autocannon.Result> {
  let n = 0;
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration,
    requests: [{ setupRequest: (request) => ({ ...request, ...scenario.request(n++) }) }],
  });
}

/** dist/main.js with the login rate limit out of the way. */
const startServer = (dataDir: string, databaseUrl: string | undefined) =>
  startBuiltServer(MAIN, ['--data-dir', dataDir], { LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '100000000/100000000/900', DATABASE_URL: databaseUrl ?? '' });

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
