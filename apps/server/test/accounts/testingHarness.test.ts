import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createTestDatabase, findPostgresBinaries, movableClock, postgresAdminUrl, readOutbox, startThrowawayPostgres } from '../../src/testing';

describe('@ott/server/testing', () => {
  it('finds the PostgreSQL binaries of this machine', () => {
    expect(findPostgresBinaries()).toMatch(/bin$/);
  });

  it('starts a throwaway cluster on 127.0.0.1 that answers, and stops it (removing its folder)', async () => {
    const cluster = await startThrowawayPostgres();
    try {
      expect(cluster.url).toMatch(/^postgres:\/\/postgres@127\.0\.0\.1:\d+\/postgres$/);
      const client = new pg.Client({ connectionString: cluster.url });
      await client.connect();
      const { rows } = await client.query<{ fsync: string }>('show fsync');
      await client.end();
      expect(rows[0]!.fsync).toBe('off');
    } finally {
      await cluster.stop();
    }
    const { existsSync } = await import('node:fs');
    expect(existsSync(cluster.dir)).toBe(false);
  }, 60_000);

  it('gives every suite a database of its own, dropped afterwards', async () => {
    const admin = await postgresAdminUrl();
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase(admin)]);
    expect(one!.name).not.toBe(two!.name);
    const client = new pg.Client({ connectionString: one!.url });
    await client.connect();
    expect((await client.query<{ db: string }>('select current_database() as db')).rows[0]!.db).toBe(one!.name);
    await client.end();
    await Promise.all([one!.drop(), two!.drop()]);
    const adminClient = new pg.Client({ connectionString: admin });
    await adminClient.connect();
    const left = await adminClient.query('select 1 from pg_database where datname = any($1)', [[one!.name, two!.name]]);
    await adminClient.end();
    expect(left.rowCount).toBe(0);
  });

  it('reads an empty outbox of a folder without one, and moves its clock', () => {
    expect(readOutbox('/nonexistent-folder')).toEqual([]);
    const clock = movableClock('2025-03-01T00:00:00Z');
    clock.advance(1000);
    expect(clock.now()).toBe(Date.parse('2025-03-01T00:00:01Z'));
    clock.set(5);
    expect(clock.now()).toBe(5);
  });
});
