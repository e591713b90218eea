/** Port the server listens on when PORT is not set. */
export const DEFAULT_PORT = 8080;
/** Loopback only, unless HOST says otherwise: a development server is not exposed by accident. */
export const DEFAULT_HOST = '127.0.0.1';

export const USAGE = `Usage: node dist/main.js [--catalog DIR]

  --catalog DIR   catalog folder to serve (default: the demo catalog, apps/server/catalog)
  --help          show this help

Environment:
  PORT        port to listen on (default ${DEFAULT_PORT}; 0 picks a free one)
  HOST        address to listen on (default ${DEFAULT_HOST})
  PUBLIC_URL  origin written into reply URLs when behind a proxy (default: the request's own)
  LOG_LEVEL   request logging: fatal, error, warn (default), info, debug, trace`;

export interface CliOptions {
  catalogDir: string;
  port: number;
  host: string;
  publicUrl: string | undefined;
  logLevel: string;
  help: boolean;
}

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const LOG_LEVELS = new Set(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']);

/** Reads the command line and environment; throws UsageError on anything it does not understand. */
export function parseCliArgs(argv: readonly string[], env: Readonly<Record<string, string | undefined>>, defaultCatalogDir: string): CliOptions {
  let catalogDir = defaultCatalogDir;
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    // `pnpm start -- --catalog DIR` passes the separator on.
    if (arg === '--') continue;
    if (arg === '--help' || arg === '-h') help = true;
    else if (arg === '--catalog') {
      const value = argv[++i];
      if (!value) throw new UsageError('--catalog needs a folder');
      catalogDir = value;
    } else if (arg.startsWith('--catalog=')) {
      catalogDir = arg.slice('--catalog='.length);
      if (!catalogDir) throw new UsageError('--catalog needs a folder');
    } else throw new UsageError(`unknown argument: ${arg}`);
  }

  const portText = env['PORT']?.trim();
  const port = portText ? Number(portText) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError(`PORT must be a port number (0-65535), not "${portText}"`);
  const logLevel = env['LOG_LEVEL']?.trim() || 'warn';
  if (!LOG_LEVELS.has(logLevel)) throw new UsageError(`LOG_LEVEL must be one of ${[...LOG_LEVELS].join(', ')}`);
  const publicUrl = env['PUBLIC_URL']?.trim() || undefined;
  if (publicUrl !== undefined && !/^https?:\/\/[^/\s]+\/?$/.test(publicUrl)) throw new UsageError('PUBLIC_URL must be an origin such as https://media.example.org');

  return { catalogDir, port, host: env['HOST']?.trim() || DEFAULT_HOST, publicUrl, logLevel, help };
}
