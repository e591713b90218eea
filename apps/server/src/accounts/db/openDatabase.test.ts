import { chmodSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { ACCOUNT_MIGRATIONS, migrateToLatest } from './migrate';
import { openDatabase, type OpenedDatabase } from './openDatabase';

describe('SQLite account database', () => {
  let root: string;
  let opened: OpenedDatabase | undefined;
  afterEach(async () => {
    await opened?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('is a file in WAL mode, synchronous FULL, with foreign keys, created with its folder', async () => {
    root = mkdtempSync(join(tmpdir(), 'ott-sqlite-'));
    opened = openDatabase({ dialect: 'sqlite', file: join(root, 'nested', 'accounts.sqlite') });
    const pragma = async (name: string): Promise<unknown> => Object.values((await sql.raw(`pragma ${name}`).execute(opened!.db)).rows[0] as object)[0];
    expect(await pragma('journal_mode')).toBe('wal');
    expect(await pragma('synchronous')).toBe(2); // FULL
    expect(await pragma('foreign_keys')).toBe(1);
  });

  it('keeps its files readable by this user only, new or found world-readable', async () => {
    root = mkdtempSync(join(tmpdir(), 'ott-sqlite-'));
    const fresh = join(root, 'fresh', 'accounts.sqlite');
    opened = openDatabase({ dialect: 'sqlite', file: fresh });
    await migrateToLatest(opened.db);
    const modeOf = (path: string): number => statSync(path).mode & 0o777;
    expect([modeOf(fresh), modeOf(`${fresh}-wal`)]).toEqual([0o600, 0o600]);
    expect(modeOf(join(root, 'fresh'))).toBe(0o700);
    await opened.close();

    const old = join(root, 'old.sqlite');
    writeFileSync(old, '');
    chmodSync(old, 0o644);
    opened = openDatabase({ dialect: 'sqlite', file: old });
    expect(modeOf(old)).toBe(0o600);
  });

  it('migrates once: a second start finds the schema up to date', async () => {
    root = mkdtempSync(join(tmpdir(), 'ott-sqlite-'));
    const file = join(root, 'accounts.sqlite');
    opened = openDatabase({ dialect: 'sqlite', file });
    expect(await migrateToLatest(opened.db)).toEqual(Object.keys(ACCOUNT_MIGRATIONS));
    await opened.close();
    opened = openDatabase({ dialect: 'sqlite', file });
    expect(await migrateToLatest(opened.db)).toEqual([]);
    const tables = await sql<{ name: string }>`select name from sqlite_master where type = 'table' order by name`.execute(opened.db);
    expect(tables.rows.map((row) => row.name)).toEqual(
      expect.arrayContaining(['account_migrations', 'device_codes', 'favorites', 'history', 'password_resets', 'sessions', 'users']),
    );
  });
});
