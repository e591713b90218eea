#!/usr/bin/env node
// `pnpm dev`: the development loop. Runs the demo back end (apps/server, built, with DEV_OUTBOX=1:
// http://127.0.0.1:8080) and the Vite dev server of one site (web: http://127.0.0.1:5173) pointed
// at it, with their output prefixed; Ctrl+C stops both. The dev server resolves @ott/common,
// @ott/player, @ott/ui-react and @ott/integration-custom from their src/ (the `@ott/source` export
// condition, configs/vite/plugins/sourcesInDev.ts), so an edit to a screen shows in the browser (at once
// with Fast Refresh, or after a reload) without building a package.
//
//   pnpm dev [--site web|story-time] [--port N] [--server-port N]    (or OTT_SITE_PORT, OTT_SERVER_PORT)
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEV_USAGE, parseDevOptions } from './run/devOptions.mjs';
import { choosePorts } from './run/ports.mjs';
import { LOOPBACK, run } from './run/processes.mjs';
import { buildServer, ROOT, runServerAndSite, SERVER, startDevServer } from './run/sites.mjs';

let options;
let ports;
try {
  options = parseDevOptions(process.argv.slice(2), process.env);
  if (options.help) {
    console.log(DEV_USAGE);
    process.exit(0);
  }
  ports = await choosePorts({
    site: { port: options.sitePort, option: '--port' },
    server: { port: options.serverPort, chosen: options.serverPortChosen, option: '--server-port' },
  });
} catch (error) {
  console.error(`${error.message}\n\n${DEV_USAGE}`);
  process.exit(2);
}
const { site } = options;
const serverUrl = `http://${LOOPBACK}:${ports.serverPort}`;
const siteUrl = `http://${LOOPBACK}:${ports.sitePort}/`;

// A fresh clone: `pnpm dev` before `pnpm install` installs first.
if (!existsSync(join(ROOT, 'node_modules/.modules.yaml'))) {
  console.log('Installing the dependencies (pnpm install)...');
  await run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline'], { cwd: ROOT });
}
if (ports.serverMoved) console.log(`Port ${SERVER.port} is in use (npm start?): the server takes port ${ports.serverPort}.`);
console.log(`Building the server (cached after the first time)...`);
await buildServer();

await runServerAndSite({ serverPort: ports.serverPort, siteUrl, startSite: (group) => startDevServer(group, site, ports.sitePort, serverUrl) });
console.log(
  `\n  ${site.pkg} dev server: ${siteUrl} (@ott/* packages from their src/: edits show without a build)` +
    `\n  content server: ${serverUrl} (account API ${serverUrl}/api, mails at ${serverUrl}/api/dev/outbox)` +
    `\n  Press Ctrl+C to stop.\n`,
);
