import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { AccountsOptions } from '../accounts/AccountsOptions';
import type { Mail } from '../accounts/outbox/Outbox';
import { scaledRequestLimits } from '../accounts/rateLimit/RequestLimits';
import type { Catalog } from '../catalog/Catalog';
import { loadCatalog } from '../catalog/loadCatalog';
import type { Clock } from '../clock';
import { buildServer } from '../server';
import { latestResetToken, readOutbox } from './outboxFiles';
import { demoCatalogDir } from './packageRoot';
import { createTestDatabase } from './testDatabase';

export type TestDialect = 'sqlite' | 'postgres';

export interface AccountTestServerOptions extends AccountsOptions {
  dialect: TestDialect;
  clock?: Clock;
  /** Catalog served beside the API (default: the demo catalog, whose `demoauth` config uses `/api`). */
  catalogDir?: string;
  /** An already loaded catalog (e.g. the fixture with a config added); default: `catalogDir` loaded once per run. */
  catalog?: Catalog;
  publicUrl?: string;
  logger?: FastifyServerOptions['logger'];
}

export interface AccountTestServer {
  /** http://127.0.0.1:<port> */
  url: string;
  /** `${url}/api`: the `integrations.custom.apiUrl` of a client. */
  apiUrl: string;
  app: FastifyInstance;
  dialect: TestDialect;
  /** SQLite file and outbox folder. */
  dataDir: string;
  /** The PostgreSQL database (postgres dialect). */
  databaseUrl: string | undefined;
  outbox: {
    /** Mails sent, newest first (only those to `to` when given). */
    mails(to?: string): Mail[];
    /** The newest mail to `to`. */
    latest(to: string): Mail | undefined;
    /** The reset token of the newest reset link sent to `to`. */
    resetToken(to: string): string | undefined;
  };
  /** Stops the server, then removes what it created (temp folder, PostgreSQL database). */
  close(): Promise<void>;
}

/** How much higher the request limits are in tests (all on one address). */
export const TEST_REQUEST_LIMIT_FACTOR = 1000;

const catalogs = new Map<string, Catalog>();
const catalogFor = (dir: string): Catalog => {
  let catalog = catalogs.get(dir);
  if (!catalog) catalogs.set(dir, (catalog = loadCatalog(dir)));
  return catalog;
};

/**
 * The content server with the account API, listening on 127.0.0.1 on a free port, for tests of
 * this package and of others (integration-custom, ui-react, e2e). Defaults made for tests: cheap
 * password hashing, the dev outbox on, a fresh temp data folder, and on PostgreSQL a fresh
 * database on the tests' server (created here, dropped by `close`). Any account option may be
 * given (rateLimit, tokenTtlSeconds, allowedResetOrigins...), and a clock to move time.
 */
export async function startAccountTestServer(options: AccountTestServerOptions): Promise<AccountTestServer> {
  const { dialect, clock, catalogDir = demoCatalogDir(), catalog, publicUrl, logger, ...accountOptions } = options;
  const ownDataDir = accountOptions.dataDir === undefined ? mkdtempSync(join(tmpdir(), 'ott-accounts-')) : undefined;
  const dataDir = accountOptions.dataDir ?? ownDataDir!;
  const database = dialect === 'postgres' && !accountOptions.databaseUrl ? await createTestDatabase() : undefined;
  const databaseUrl = dialect === 'postgres' ? (accountOptions.databaseUrl ?? database!.url) : undefined;
  if (dialect === 'sqlite' && accountOptions.databaseUrl) throw new Error('startAccountTestServer: databaseUrl given with dialect "sqlite"');

  const cleanUp = async (): Promise<void> => {
    await database?.drop();
    if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance;
  try {
    app = buildServer({
      catalogDir,
      catalog: catalog ?? catalogFor(catalogDir),
      clock,
      publicUrl,
      logger,
      accounts: {
        passwordHashCost: 'test',
        devOutbox: true,
        // Every test client is 127.0.0.1: the request limits are tested on their own.
        requestLimits: scaledRequestLimits(TEST_REQUEST_LIMIT_FACTOR),
        tokenSecret: randomBytes(32).toString('base64url'),
        ...accountOptions,
        dataDir,
        databaseUrl,
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
  } catch (error) {
    await cleanUp();
    throw error;
  }
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return {
    url,
    apiUrl: `${url}/api`,
    app,
    dialect,
    dataDir,
    databaseUrl,
    outbox: {
      mails: (to) => readOutbox(dataDir, to),
      latest: (to) => readOutbox(dataDir, to)[0],
      resetToken: (to) => latestResetToken(dataDir, to),
    },
    close: async () => {
      await app.close();
      await cleanUp();
    },
  };
}
