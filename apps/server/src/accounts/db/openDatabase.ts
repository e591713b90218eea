import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseChoice } from '../AccountsOptions';
import type { AccountDatabase, AccountDb } from './schema';

export interface OpenedDatabase {
  db: AccountDb;
  dialect: DatabaseChoice['dialect'];
  close(): Promise<void>;
}

/** PostgreSQL bigint (oid 20) comes back as a string by default; epoch milliseconds fit a number exactly. */
const PG_INT8_OID = 20;
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === PG_INT8_OID && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
};

/**
 * The database file, created (or kept) readable by this user only: it holds password hashes and
 * sessions. SQLite gives its -wal and -shm files the same mode.
 */
function createPrivately(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  chmodSync(file, 0o600);
}

/**
 * SQLite pragmas: WAL lets readers run beside the writer; synchronous FULL syncs the log on every
 * commit, so a write that got a 2xx reply survives a crash of the process or of the machine;
 * foreign keys are off by default in SQLite and the schema relies on them.
 */
function openSqlite(file: string): Database.Database {
  if (file !== ':memory:') createPrivately(file);
  const sqlite = new Database(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return sqlite;
}

/**
 * Opens the account database the options chose, behind one Kysely query layer: everything above
 * this file is the same code for both dialects. `onPoolError` receives errors of idle PostgreSQL
 * connections (a restarted database), which would otherwise crash the process.
 */
export function openDatabase(choice: DatabaseChoice, onPoolError: (error: Error) => void = () => {}): OpenedDatabase {
  if (choice.dialect === 'sqlite') {
    const sqlite = openSqlite(choice.file);
    const db = new Kysely<AccountDatabase>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: choice.url, max: 10, types: pgTypes });
  pool.on('error', onPoolError);
  const db = new Kysely<AccountDatabase>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', close: () => db.destroy() };
}
