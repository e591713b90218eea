import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';
import { initialSchema } from './migrations/0001_initial';
import { sessionDevices } from './migrations/0002_session_devices';
import { cognitoBilling } from './migrations/0003_cognito_billing';
import { sharedState } from './migrations/0004_shared_state';
import type { AccountDb } from './schema';

/**
 * Every migration, in order, by name. They are listed in code (not read from a folder) so that
 * they are part of the bundle; a new migration is a new file here with the next number.
 */
export const ACCOUNT_MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001_initial': initialSchema,
  '0002_session_devices': sessionDevices,
  '0003_cognito_billing': cognitoBilling,
  '0004_shared_state': sharedState,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...ACCOUNT_MIGRATIONS }) };

export class MigrationError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MigrationError';
  }
}

/**
 * Creates or upgrades the schema on start. Kysely's Migrator takes a lock table, so two servers
 * starting on one PostgreSQL database do not migrate twice, and runs each migration in a
 * transaction. Returns the names of the migrations it ran.
 */
export async function migrateToLatest(db: AccountDb): Promise<string[]> {
  const migrator = new Migrator({ db, provider, migrationTableName: 'account_migrations', migrationLockTableName: 'account_migrations_lock' });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new MigrationError(`Cannot migrate the account database${failed ? ` (${failed})` : ''}: ${(error as Error).message ?? String(error)}`, { cause: error });
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
