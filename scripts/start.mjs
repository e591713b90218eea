#!/usr/bin/env node
// Builds and runs the demo back end (apps/server, http://127.0.0.1:8080) and one site as a
// production build served by `vite preview` (web: http://127.0.0.1:5173, story-time: 5174), with
// their output prefixed. Ctrl+C stops both; so does either of them stopping on its own. The
// server runs its account API (/api) with DEV_OUTBOX=1; `authvod` is the main site built for the
// demo config `demoauth` (free after sign-in, http://127.0.0.1:5175).
//
//   node scripts/start.mjs [web|story-time|authvod]     (npm start runs it through scripts/start.sh)
//   OTT_SERVER_PORT, OTT_SITE_PORT              other ports (the site is built for that server port)
import { createProcessGroup, isPortTaken, LOOPBACK, waitForUrl } from './run/processes.mjs';
import { buildSites, siteNamed, SERVER, startPreview, startServer } from './run/sites.mjs';

const site = siteNamed(process.argv[2] ?? 'web');
const serverPort = Number(process.env.OTT_SERVER_PORT ?? SERVER.port);
const sitePort = Number(process.env.OTT_SITE_PORT ?? site.port);
const serverUrl = `http://${LOOPBACK}:${serverPort}`;
const siteUrl = `http://${LOOPBACK}:${sitePort}/`;

for (const [what, port] of [
  ['server', serverPort],
  [site.name, sitePort],
]) {
  if (await isPortTaken(port)) {
    console.error(`Port ${port} (${what}) is in use: stop what runs there, or choose another port with OTT_SERVER_PORT / OTT_SITE_PORT.`);
    process.exit(1);
  }
}

const configNote = site.configSource ? `, config ${site.configSource}` : '';
console.log(`Building the server and ${site.pkg} (content host ${serverUrl}${configNote})...`);
await buildSites({ sites: [site], contentHost: serverUrl, quiet: true });

let exitCode = 0;
const group = createProcessGroup({
  onExit: (name, { code, signal }) => {
    console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
    exitCode = 1;
    void shutdown();
  },
});

let shuttingDown = false;
async function shutdown() {
  if (shuttingDown) return;
  shuttingDown = true;
  await group.stop();
  process.exit(exitCode);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());

startServer(group, serverPort);
startPreview(group, site, sitePort);
try {
  await Promise.all([waitForUrl(`${serverUrl}/.webapp.ini`), waitForUrl(siteUrl)]);
} catch (error) {
  console.error(error.message);
  exitCode = 1;
  await shutdown();
}
console.log(`\n  ${site.pkg}${configNote} is running: ${siteUrl}\n  content server: ${serverUrl} (account API ${serverUrl}/api)\n  Press Ctrl+C to stop.\n`);
