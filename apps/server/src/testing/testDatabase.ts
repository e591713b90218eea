import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_POSTGRES_KEY, type TestPostgresState } from './providedContext';

/**
 * The superuser URL of the tests' PostgreSQL server: TEST_DATABASE_URL, else what the global
 * setup provided. Throws, with the reason, when there is none: a PostgreSQL suite then fails
 * loudly instead of being skipped.
 */
export async function postgresAdminUrl(): Promise<string> {
  const fromEnv = process.env['TEST_DATABASE_URL'];
  if (fromEnv) return fromEnv;
  let state: TestPostgresState | undefined;
  try {
    const { inject } = await import('vitest');
    state = inject(TEST_POSTGRES_KEY);
  } catch {
    state = undefined;
  }
  if (state?.url) return state.url;
  throw new Error(
    state?.error
      ? `PostgreSQL is not available for the tests: ${state.error}`
      : 'No PostgreSQL for the tests: set TEST_DATABASE_URL, or add "@ott/server/testing/global-setup" to the vitest globalSetup',
  );
}

export interface TestDatabase {
  /** URL of the new, empty database. */
  url: string;
  name: string;
  /** Drops it (closing any connection still open to it). */
  drop(): Promise<void>;
}

async function asAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own for one suite (random name), on the tests' PostgreSQL server. */
export async function createTestDatabase(adminUrl?: string): Promise<TestDatabase> {
  const admin = adminUrl ?? (await postgresAdminUrl());
  // Generated here, never from input: safe to put into the statement (identifiers cannot be bound).
  const name = `ott_test_${randomBytes(8).toString('hex')}`;
  await asAdmin(admin, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => asAdmin(admin, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
  };
}
