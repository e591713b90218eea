import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, demoCatalogDir, type TestDatabase } from '../../src/testing';
import { buildCli, spawnCli, type CliServer } from './cliProcess';
import { ApiClient, DIALECTS, newEmail, PASSWORD, type Registered } from './helpers';

const TOKEN_SECRET = 'durability-test-secret-'.padEnd(48, '0');
const USERS = 3;
/** Writes acknowledged before the kill. */
const ACKS_BEFORE_KILL = 45;
const IN_FLIGHT = 8;

let mainJs: string;
let removeCli: (() => void) | undefined;
beforeAll(async () => {
  ({ mainJs, remove: removeCli } = await buildCli());
}, 120_000);
afterAll(() => removeCli?.());

/**
 * Every write that got a 2xx reply must survive a crash of the server process: SQLite commits
 * with synchronous FULL, PostgreSQL commits before the reply. The server is killed with SIGKILL
 * (no shutdown hook runs) while writes are in flight, then restarted on the same storage.
 */
describe.each(DIALECTS)('durability of acknowledged writes (%s)', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-durability-'));
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (): Promise<CliServer> => {
    if (dialect === 'postgres') database ??= await createTestDatabase();
    return spawnCli(mainJs, ['--catalog', demoCatalogDir(), '--data-dir', dataDir], { TOKEN_SECRET, ...(database ? { DATABASE_URL: database.url } : {}) });
  };

  // Two server starts and a 20 s write window: on a loaded 2-core machine this outlasts the default 30 s.
  it('survives SIGKILL mid-stream: every write that got a 2xx is there after a restart', { timeout: 90_000 }, async () => {
    const first = await start();
    const api = new ApiClient(`${first.url}/api`);
    const users: Registered[] = [];
    for (let i = 0; i < USERS; i++) users.push(await api.register(newEmail('durable')));

    const acknowledged = new Map<string, string[]>(users.map((user) => [user.user.id, []]));
    const registered: string[] = [];
    let next = 0;
    let stop = false;
    // Writers: favorites round-robin over the users, plus a few registrations (production hashing: slow).
    const favoriteWriter = async (): Promise<void> => {
      while (!stop) {
        const n = next++;
        const user = users[n % USERS]!;
        const mediaId = `w${n}`;
        try {
          const reply = await api.post('/favorites', { mediaId }, user.token);
          if (reply.status === 200) acknowledged.get(user.user.id)!.push(mediaId);
        } catch {
          return; // the server is gone: this write's fate is unknown, so it is not counted
        }
        if (n >= USERS * 45) return;
      }
    };
    const registrationWriter = async (): Promise<void> => {
      while (!stop && registered.length < 2) {
        const email = newEmail('late');
        try {
          const reply = await api.post('/customers', { email, password: PASSWORD, terms: true });
          if (reply.status === 201) registered.push(email);
        } catch {
          return;
        }
      }
    };
    const writers = [...Array.from({ length: IN_FLIGHT }, favoriteWriter), registrationWriter()];
    // Kill once enough writes are acknowledged, with others still in flight.
    const deadline = Date.now() + 20_000;
    while ([...acknowledged.values()].flat().length < ACKS_BEFORE_KILL && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    stop = true;
    await Promise.all(writers);
    const acked = [...acknowledged.values()].flat();
    expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);

    const second = await start();
    try {
      const again = new ApiClient(`${second.url}/api`);
      for (const user of users) {
        const stored = new Set(((await again.get('/favorites', user.token)).body.docs as Array<{ mediaId: string }>).map((doc) => doc.mediaId));
        for (const mediaId of acknowledged.get(user.user.id)!) expect(stored.has(mediaId), `${mediaId} of ${user.email}`).toBe(true);
      }
      for (const email of registered) expect((await again.post('/customers/login', { email, password: PASSWORD })).status).toBe(200);
    } finally {
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe('0');
    }
  });
});
