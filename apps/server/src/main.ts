import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import { parseCliArgs, USAGE, UsageError, type CliOptions } from './cli/args';
import { startServer } from './cli/start';
import { isCatalogError } from './catalog/CatalogError';
import { shutDown } from './http/shutdown';

/** Where the account database goes, with the password removed: for the start-up line. */
function describeAccounts(options: CliOptions): string {
  const { accounts } = options;
  if (!accounts.enabled) return 'accounts: off';
  const where = accounts.databaseUrl ? `PostgreSQL ${accounts.databaseUrl.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@')}` : `SQLite ${resolve(accounts.dataDir, 'accounts.sqlite')}`;
  return `accounts: /api, ${where}${accounts.devOutbox ? ', dev outbox on' : ''}`;
}

/** The CLI: `node dist/main.js [--catalog DIR] [--data-dir DIR]...` (see cli/args.ts for the environment). */
async function main(): Promise<void> {
  const demoCatalog = fileURLToPath(new URL('../catalog', import.meta.url));
  const defaultDataDir = fileURLToPath(new URL('../data', import.meta.url));
  let options: CliOptions;
  try {
    options = parseCliArgs(process.argv.slice(2), process.env, demoCatalog, defaultDataDir);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options.help) {
    console.log(USAGE);
    return;
  }

  let started;
  try {
    started = await startServer(options);
  } catch (error) {
    console.error(isCatalogError(error) ? `Invalid catalog: ${error.message}` : `Cannot start the server: ${(error as Error).message}`);
    process.exit(1);
  }
  console.log(`OTT content server listening on ${started.url} (catalog: ${options.catalogDir}; ${describeAccounts(options)})`);
  if (options.accounts.enabled && options.accounts.databaseUrl && !options.accounts.tokenSecret) {
    console.warn('PostgreSQL without TOKEN_SECRET: the token secret is this data folder\'s own; instances sharing the database need one TOKEN_SECRET (README "Several instances")');
  }

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: stopping (draining requests in flight, at most ${options.drainSeconds} s)`);
    shutDown(started.app, options.drainSeconds * 1000).then(
      ({ forced }) => {
        if (forced) console.warn(`requests still running after ${options.drainSeconds} s were cut`);
        process.exit(0);
      },
      () => process.exit(1),
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

void main();
