import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/server';
import { createTestDatabase, demoCatalogDir, movableClock, startAccountTestServer, type TestDatabase } from '../../src/testing';
import { ApiClient, DIALECTS, PASSWORD, queryRows, T0 } from './helpers';

describe.each(DIALECTS)('account storage (%s)', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-storage-'));
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  const secret = 'restart-secret-'.padEnd(40, 'x');

  /** Starts a server on the same storage each time (same data folder, same database, same secret). */
  const start = async (clock = movableClock(T0)) => {
    if (dialect === 'postgres') database ??= await createTestDatabase();
    return startAccountTestServer({ dialect, clock, dataDir, databaseUrl: database?.url, tokenSecret: secret });
  };

  it('keeps accounts, lists and sessions across a restart, and migrates only once', async () => {
    const first = await start();
    const api = new ApiClient(first.apiUrl);
    const user = await api.register();
    await api.post('/favorites', { mediaId: 'kept' }, user.token);
    await api.post('/history', { mediaId: 'kept', progress: 0.42 }, user.token);
    await first.close();

    const second = await start();
    try {
      const again = new ApiClient(second.apiUrl);
      expect((await again.get('/customers/me', user.token)).body.id).toBe(user.user.id);
      expect((await again.get('/favorites', user.token)).body.docs).toEqual([{ mediaId: 'kept', createdAt: new Date(T0).toISOString() }]);
      expect((await again.get('/history', user.token)).body.docs[0].progress).toBe(0.42);
      expect((await again.post('/customers/login', { email: user.email, password: PASSWORD })).status).toBe(200);
      expect(await queryRows(second, 'select name from account_migrations')).toEqual([{ name: '0001_initial' }, { name: '0002_session_devices' }, { name: '0003_cognito_billing' }, { name: '0004_shared_state' }]);
    } finally {
      await second.close();
    }
  });

  it('stores times as epoch milliseconds and ids as text', async () => {
    const server = await start();
    try {
      const user = await new ApiClient(server.apiUrl).register();
      const [row] = await queryRows<{ id: string; created_at: number | string; updated_at: number | string }>(server, 'select id, created_at, updated_at from users where id = $1', [user.user.id]);
      // PostgreSQL's bigint comes back as a string from a bare client (the server's pool reads it as a number).
      expect({ ...row, created_at: Number(row!.created_at), updated_at: Number(row!.updated_at) }).toEqual({ id: user.user.id, created_at: T0, updated_at: T0 });
    } finally {
      await server.close();
    }
  });
});

describe('PostgreSQL start-up', () => {
  it('two servers starting at once on a new database migrate it once', async () => {
    const database = await createTestDatabase();
    try {
      const servers = await Promise.all([0, 1].map(() => startAccountTestServer({ dialect: 'postgres', databaseUrl: database.url })));
      try {
        const user = await new ApiClient(servers[0]!.apiUrl).register();
        expect((await new ApiClient(servers[1]!.apiUrl).get('/customers/me', user.token)).status).toBe(401); // another secret
        expect(await queryRows(servers[0]!, 'select name from account_migrations')).toEqual([{ name: '0001_initial' }, { name: '0002_session_devices' }, { name: '0003_cognito_billing' }, { name: '0004_shared_state' }]);
      } finally {
        await Promise.all(servers.map((server) => server.close()));
      }
    } finally {
      await database.drop();
    }
  });

  it('a database that cannot be reached stops start-up with its error', async () => {
    const app = buildServer({ catalogDir: demoCatalogDir(), accounts: { databaseUrl: 'postgres://postgres@127.0.0.1:1/none', passwordHashCost: 'test' } });
    await expect(app.ready()).rejects.toThrow(/ECONNREFUSED|connect/);
    await app.close().catch(() => undefined);
  });
});
