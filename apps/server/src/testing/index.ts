// @ott/server/testing: the account API in a real server for tests of any package.
// The vitest global setup is a separate entry: @ott/server/testing/global-setup.
export { startAccountTestServer, type AccountTestServer, type AccountTestServerOptions, type TestDialect } from './startAccountTestServer';
export { createTestDatabase, postgresAdminUrl, type TestDatabase } from './testDatabase';
export { startThrowawayPostgres, findPostgresBinaries, PostgresUnavailableError, type ThrowawayPostgres } from './postgresCluster';
export { readOutbox, latestResetToken } from './outboxFiles';
export { movableClock, type MovableClock } from './movableClock';
export { demoCatalogDir, serverPackageRoot } from './packageRoot';
export type { TestPostgresState } from './providedContext';
export type { Mail } from '../accounts/outbox/Outbox';
export type { AccountsOptions } from '../accounts/AccountsOptions';
