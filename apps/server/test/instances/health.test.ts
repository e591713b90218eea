import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { healthOf } from '../../src/http/Health';
import { shutDown } from '../../src/http/shutdown';
import { buildServer } from '../../src/server';
import { createTestDatabase } from '../../src/testing/testDatabase';
import { fixture, FIXTURE_CATALOG, get, json } from '../helpers';

const accounts = { tokenSecret: 'h'.repeat(32), passwordHashCost: 'test' as const };

/** A server on the fixture catalog with a `/slow` route that answers when the test says so. */
async function listeningServer(options: Parameters<typeof buildServer>[0]['accounts'] = accounts) {
  const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), accounts: options });
  let entered!: () => void;
  const inFlight = new Promise<void>((resolve) => (entered = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    entered();
    await released;
    return { slow: 'done' };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return { app, url, inFlight, release };
}

describe('health and readiness', () => {
  it('GET /health: 200 while the process answers, never cached; HEAD too', async () => {
    const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture() });
    const reply = await get(app, '/health');
    expect([reply.statusCode, json(reply), reply.headers['cache-control']]).toEqual([200, { status: 'ok' }, 'no-store']);
    expect((await app.inject({ method: 'HEAD', url: '/health' })).statusCode).toBe(200);
    await app.close();
  });

  it('GET /ready: 200 with the catalog loaded (no database without accounts), 503 "draining" once a shutdown starts', async () => {
    const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture() });
    const reply = await get(app, '/ready');
    expect([reply.statusCode, json(reply), reply.headers['cache-control']]).toEqual([200, { status: 'ready', checks: { catalog: 'ok' } }, 'no-store']);
    healthOf(app)!.startDraining();
    const draining = await get(app, '/ready');
    expect([draining.statusCode, json(draining)]).toEqual([503, { status: 'draining', checks: { catalog: 'ok' } }]);
    expect((await get(app, '/health')).statusCode).toBe(200);
    await app.close();
  });

  it('GET /ready checks the account database: 200 on SQLite', async () => {
    const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), accounts });
    const reply = await get(app, '/ready');
    expect([reply.statusCode, json(reply)]).toEqual([200, { status: 'ready', checks: { catalog: 'ok', database: 'ok' } }]);
    await app.close();
  });

  it('GET /ready: 503 "unavailable" when PostgreSQL stops answering, naming the failed check (not its error)', async () => {
    const database = await createTestDatabase();
    const app = buildServer({ catalogDir: FIXTURE_CATALOG, catalog: fixture(), accounts: { ...accounts, databaseUrl: database.url } });
    try {
      expect(json(await get(app, '/ready'))).toEqual({ status: 'ready', checks: { catalog: 'ok', database: 'ok' } });
      await database.drop(); // WITH (FORCE): the server's connections are ended
      const reply = await get(app, '/ready');
      expect([reply.statusCode, json(reply)]).toEqual([503, { status: 'unavailable', checks: { catalog: 'ok', database: 'failed' } }]);
      expect((await get(app, '/health')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('stops accepting, answers readiness 503, lets the request in flight finish, then closes the database', async () => {
    const { app, url, inFlight, release } = await listeningServer();
    const slow = fetch(`${url}/slow`).then(async (response) => [response.status, await response.json()]);
    await inFlight;
    let stopped = false;
    const stopping = shutDown(app, 5000).then((outcome) => {
      stopped = true;
      return outcome;
    });
    const health = healthOf(app)!;
    expect(await health.readiness()).toMatchObject({ ready: false, draining: true });
    // The listening socket is closed: a new connection is refused.
    await expect(fetch(`${url}/health`)).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stopped).toBe(false);
    release();
    expect(await slow).toEqual([200, { slow: 'done' }]);
    expect(await stopping).toEqual({ forced: false });
    // The onClose hooks ran: the account database is closed.
    expect((await health.readiness()).checks).toEqual({ catalog: 'ok', database: 'failed' });
  });

  it('cuts requests still running after the drain time', async () => {
    const { app, url, inFlight, release } = await listeningServer();
    const slow = fetch(`${url}/slow`).then(
      (response) => response.status,
      () => 'cut',
    );
    await inFlight;
    const started = Date.now();
    expect(await shutDown(app, 200)).toEqual({ forced: true });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await slow).toBe('cut');
    release();
  });
});
