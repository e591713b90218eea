import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './postgresCluster';
import { TEST_POSTGRES_KEY, type TestPostgresState } from './providedContext';

/**
 * vitest globalSetup (`@ott/server/testing/global-setup`): the PostgreSQL server of the account
 * tests. With TEST_DATABASE_URL set (scripts/test.sh starts one cluster for the whole suite) it is
 * used as is; otherwise a throwaway cluster is started for this run and stopped at the end. Its
 * superuser URL reaches the tests through `inject` and TEST_DATABASE_URL; each suite then creates
 * its own database (createTestDatabase), so files run in parallel.
 *
 * When PostgreSQL cannot be started: with CI set the run fails here; otherwise the reason is
 * printed and every PostgreSQL suite fails with it (never a silent skip).
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void>) | undefined> {
  const given = process.env['TEST_DATABASE_URL'];
  if (given) {
    project.provide(TEST_POSTGRES_KEY, { url: given } satisfies TestPostgresState);
    return undefined;
  }
  try {
    const cluster = await startThrowawayPostgres();
    process.env['TEST_DATABASE_URL'] = cluster.url;
    project.provide(TEST_POSTGRES_KEY, { url: cluster.url } satisfies TestPostgresState);
    return async () => {
      delete process.env['TEST_DATABASE_URL'];
      await cluster.stop();
    };
  } catch (error) {
    const reason = (error as Error).message;
    if (process.env['CI']) throw new Error(`PostgreSQL is required for the account tests on CI: ${reason}`);
    console.error(`\n*** PostgreSQL could not be started: every PostgreSQL test will fail. ***\n${reason}\n`);
    project.provide(TEST_POSTGRES_KEY, { error: reason } satisfies TestPostgresState);
    return undefined;
  }
}
