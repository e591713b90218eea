// The command line of `pnpm dev` (scripts/dev.mjs).
import { parseArgs } from 'node:util';
import { SERVER, SITES } from './sites.mjs';

export const DEV_USAGE = `Usage: pnpm dev [--site web|story-time] [--port N] [--server-port N]

  --site         the site to serve (default web)
  --port         the site's dev server port (default: web 5173, story-time 5174; or OTT_SITE_PORT)
  --server-port  the demo server's port (default 8080, or the next free one; or OTT_SERVER_PORT)`;

/** A port number given on the command line or in the environment. */
function portOf(text, what) {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${what} must be a port number (1-65535), not "${text}"`);
  return port;
}

/**
 * What `pnpm dev` runs: the site, its dev server port and the server's port. Flags win over the
 * environment (OTT_SITE_PORT, OTT_SERVER_PORT, as for `npm start`). `serverPortChosen`: the user
 * named the server port, so it is not moved when taken (scripts/run/ports.mjs). Throws on a bad
 * command line; `help` asks for DEV_USAGE.
 */
export function parseDevOptions(argv, env = {}) {
  const { values } = parseArgs({
    // `pnpm dev -- --port 3000` hands the script its `--` too.
    args: argv[0] === '--' ? argv.slice(1) : argv,
    options: { site: { type: 'string', default: 'web' }, port: { type: 'string' }, 'server-port': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  });
  const site = SITES[values.site];
  if (!site) throw new Error(`--site must be one of ${Object.keys(SITES).join(', ')}, not "${values.site}"`);
  const sitePort = values.port ?? env.OTT_SITE_PORT;
  const serverPort = values['server-port'] ?? env.OTT_SERVER_PORT;
  return {
    help: !!values.help,
    site,
    sitePort: sitePort === undefined ? site.port : portOf(sitePort, values.port === undefined ? 'OTT_SITE_PORT' : '--port'),
    serverPort: serverPort === undefined ? SERVER.port : portOf(serverPort, values['server-port'] === undefined ? 'OTT_SERVER_PORT' : '--server-port'),
    serverPortChosen: serverPort !== undefined,
  };
}
