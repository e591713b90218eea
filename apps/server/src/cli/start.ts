import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AccountsOptions } from '../accounts/AccountsOptions';
import { scaledRequestLimits } from '../accounts/rateLimit/RequestLimits';
import { buildServer } from '../server';
import type { CliAccountOptions, CliOptions } from './args';
import { loadOrCreateTokenSecret } from './tokenSecret';

export interface StartedServer {
  app: FastifyInstance;
  /** http://host:port the server listens on. */
  url: string;
}

/** The account options of the command line: the data folder made absolute, the token secret read or generated there. */
export function accountsFromCli(accounts: CliAccountOptions): AccountsOptions {
  const dataDir = resolve(accounts.dataDir);
  return {
    dataDir,
    databaseUrl: accounts.databaseUrl,
    tokenSecret: accounts.tokenSecret ?? loadOrCreateTokenSecret(dataDir),
    devOutbox: accounts.devOutbox,
    captcha: { required: accounts.captchaRequired, ...(accounts.captchaHmacKey === undefined ? {} : { hmacKey: accounts.captchaHmacKey }) },
    allowedResetOrigins: accounts.allowedResetOrigins,
    rateLimit: accounts.rateLimit,
    cognito: accounts.cognito,
    ...(accounts.requestLimitFactor === undefined ? {} : { requestLimits: scaledRequestLimits(accounts.requestLimitFactor) }),
  };
}

/**
 * Loads the catalog, builds the server and listens. Throws CatalogError for a bad catalog, and
 * the database's error when the account database cannot be opened or migrated. Without
 * `accounts` (or with `enabled: false`) there is no account API.
 */
export async function startServer(
  options: Pick<CliOptions, 'catalogDir' | 'port' | 'host' | 'publicUrl' | 'logLevel'> & Partial<Pick<CliOptions, 'contentSecret' | 'countryHeader' | 'cleengHost' | 'jwpHost' | 'allowedHosts'>> & { accounts?: CliAccountOptions },
): Promise<StartedServer> {
  const accounts = options.accounts?.enabled ? accountsFromCli(options.accounts) : undefined;
  const app = buildServer({
    catalogDir: options.catalogDir,
    publicUrl: options.publicUrl,
    logger: { level: options.logLevel },
    accounts,
    ...(options.contentSecret === undefined ? {} : { contentSecret: options.contentSecret }),
    ...(options.countryHeader === undefined ? {} : { countryHeader: options.countryHeader }),
    ...(options.cleengHost === undefined ? {} : { cleengHost: options.cleengHost }),
    ...(options.allowedHosts === undefined ? {} : { allowedHosts: options.allowedHosts }),
    ...(options.jwpHost === undefined ? {} : { jwpHost: options.jwpHost }),
  });
  try {
    await app.listen({ port: options.port, host: options.host });
  } catch (error) {
    await app.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  return { app, url: `http://${host}:${port}` };
}
