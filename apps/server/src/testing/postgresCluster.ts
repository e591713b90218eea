import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A PostgreSQL cluster of its own for a test run: temp folder, loopback, free port, trust auth, fsync off. */
export interface ThrowawayPostgres {
  /** Superuser URL (may CREATE DATABASE). */
  url: string;
  dir: string;
  stop(): Promise<void>;
}

export class PostgresUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostgresUnavailableError';
  }
}

/** Folder of initdb and pg_ctl: pg_config's, else the newest /usr/lib/postgresql/<version>/bin (Debian), else PATH. */
export function findPostgresBinaries(): string | undefined {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (dir && existsSync(join(dir, 'initdb'))) return dir;
  } catch {
    // no pg_config: look further
  }
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => existsSync(join(debian, name, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    if (versions[0]) return join(debian, versions[0], 'bin');
  }
  for (const dir of (process.env['PATH'] ?? '').split(':')) if (dir && existsSync(join(dir, 'initdb'))) return dir;
  return undefined;
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });

const isRoot = (): boolean => process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root, it runs as the `postgres` OS user (created when missing). */
function ownerCommand(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function ensurePostgresUser(): { uid: number; gid: number } | undefined {
  if (!isRoot()) return undefined;
  const ids = (): { uid: number; gid: number } => ({
    uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
    gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
  });
  try {
    return ids();
  } catch {
    execFileSync('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres'], { stdio: 'ignore' });
    return ids();
  }
}

const message = (error: unknown): string => {
  const failed = error as { stderr?: string; message?: string };
  return (failed.stderr || failed.message || String(error)).trim();
};

/**
 * Starts a throwaway cluster: initdb into a temp folder (owned by the postgres user when root),
 * listening on 127.0.0.1 on a free port, its unix socket in that folder (so it never meets a
 * system cluster). Throws PostgresUnavailableError with the reason when it cannot.
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBinaries();
  if (!bin) throw new PostgresUnavailableError('PostgreSQL server binaries (initdb, pg_ctl) not found: install PostgreSQL (apt-get install postgresql) or set TEST_DATABASE_URL');
  let owner: { uid: number; gid: number } | undefined;
  try {
    owner = ensurePostgresUser();
  } catch (error) {
    throw new PostgresUnavailableError(`cannot find or create the postgres OS user: ${message(error)}`);
  }
  const dir = mkdtempSync(join(tmpdir(), 'ott-pg-'));
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const data = join(dir, 'data');
  const log = join(dir, 'server.log');
  const pgCtl = join(bin, 'pg_ctl');
  const stop = async (): Promise<void> => {
    try {
      const [command, args] = ownerCommand(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
      await run(command, args);
    } catch {
      // not running
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const [initdb, initArgs] = ownerCommand(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync']);
    await run(initdb, initArgs);
    // A port found free may be taken before the server binds it: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      const settings = `-c listen_addresses=127.0.0.1 -p ${port} -c unix_socket_directories=${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300`;
      const [command, args] = ownerCommand(pgCtl, ['-D', data, '-l', log, '-w', '-t', '60', '-o', settings, 'start']);
      try {
        await run(command, args);
        return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, dir, stop };
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  } catch (error) {
    const serverLog = existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n').slice(-5).join('\n') : '';
    await stop();
    throw new PostgresUnavailableError(`cannot start PostgreSQL from ${bin}: ${message(error)}${serverLog ? `\n${serverLog}` : ''}`);
  }
}
