#!/usr/bin/env node
// Builds and runs the demo back end (apps/server, http://127.0.0.1:8080) and one site as a
// production build served by `vite preview` (web: http://127.0.0.1:5173, story-time: 5174), with
// their output prefixed. Ctrl+C stops both; so does either of them stopping on its own. The
// server runs its account API (/api) with DEV_OUTBOX=1; `authvod` is the main site built for the
// demo config `demoauth` (free after sign-in, http://127.0.0.1:5175). Each builds into a folder of
// its own (apps/<site>/dist-start/<name>), so `npm start` and `npm run start:authvod` run side by
// side: the second finds port 8080 taken and runs its server on the next free port. `svod` is the
// main site on `demosvod` (subscriptions through the billing provider, http://127.0.0.1:5176) with
// the provider's local stand-in (apps/provider-sandbox, :8180 or the next free port) that the
// site and the server talk to; `jwp` is the main site on `demojwp1` (the video platform's accounts,
// access fees and notifications, http://127.0.0.1:5177) with the same stand-in (under /inplayer);
// `ssai` is the free site on `demossai` (ad breaks stitched by the server, http://127.0.0.1:5178);
// `cognito` is the main site on `democogn` (the Cognito-style variant, http://127.0.0.1:5179) with
// the cognito-local emulator (a free port; its mails, with reset links, printed here), the server's
// /api/cognito routes and the sandbox's card page.
//
//   node scripts/start.mjs [web|story-time|authvod|svod|jwp|ssai|cognito] (npm start runs it through scripts/start.sh)
//   OTT_SERVER_PORT, OTT_SITE_PORT, OTT_SANDBOX_PORT, OTT_COGNITO_PORT    other ports (the site is built for them)
import { join, relative } from 'node:path';
import { isPortTaken, LOOPBACK, nextFreePort } from './run/processes.mjs';
import { choosePorts } from './run/ports.mjs';
import { buildSites, cognitoEndpointOf, ROOT, runServerAndSite, SANDBOX, siteNamed, SERVER, startBuildDir, startCognitoEmulator, startPreview } from './run/sites.mjs';

const site = siteNamed(process.argv[2] ?? 'web');
let ports;
try {
  ports = await choosePorts({
    site: { port: Number(process.env.OTT_SITE_PORT ?? site.port), option: 'OTT_SITE_PORT' },
    server: { port: Number(process.env.OTT_SERVER_PORT ?? SERVER.port), chosen: !!process.env.OTT_SERVER_PORT, option: 'OTT_SERVER_PORT' },
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
const serverUrl = `http://${LOOPBACK}:${ports.serverPort}`;
// `svod`: the billing provider's stand-in on its port (8180) or the next free one, its state in
// apps/provider-sandbox/data (kept across runs, like the server's accounts in apps/server/data).
let sandbox;
if (site.billingSandbox) {
  const taken = new Set([ports.serverPort, ports.sitePort]);
  const port = await nextFreePort(Number(process.env.OTT_SANDBOX_PORT ?? SANDBOX.port), 20, async (candidate) => !taken.has(candidate) && !(await isPortTaken(candidate)));
  if (port === undefined) {
    console.error(`No free port for the billing sandbox from ${SANDBOX.port}: choose one with OTT_SANDBOX_PORT.`);
    process.exit(1);
  }
  sandbox = { port, dataDir: join(SANDBOX.dir, 'data') };
}
const billingHost = sandbox ? `http://${LOOPBACK}:${sandbox.port}` : undefined;
// `cognito`: the emulator first, since the site is built for its endpoint.
const cognito = site.provider === 'cognito' ? await startCognitoEmulator({ log: true }) : undefined;
const cognitoEndpoint = cognito ? cognitoEndpointOf(cognito) : undefined;
const siteUrl = `http://${LOOPBACK}:${ports.sitePort}/`;
const outDir = startBuildDir(site);

if (ports.serverMoved) console.log(`Port ${SERVER.port} is in use (another npm start?): this run's server takes port ${ports.serverPort}.`);
const configNote = site.configSource ? `, config ${site.configSource}` : '';
console.log(`Building the server and ${site.pkg} into ${relative(ROOT, join(site.dir, outDir))} (content host ${serverUrl}${configNote})...`);
if (billingHost) console.log(`The site and the server talk to the billing sandbox at ${billingHost} (state in ${relative(ROOT, sandbox.dataDir)}).`);
if (cognito) console.log(`The site and the server talk to cognito-local at ${cognito.url} (pool ${cognito.poolId}, client ${cognito.clientId}).`);
await buildSites({ sites: [site], contentHost: serverUrl, outDir, quiet: true, billingHost, cognitoEndpoint });

await runServerAndSite({ serverPort: ports.serverPort, siteUrl, sandbox, cognito, startSite: (group) => startPreview(group, site, ports.sitePort, outDir) });
const sandboxApi = site.provider === 'jwp' ? `${billingHost}/inplayer` : billingHost;
const billingNote = billingHost ? `\n  provider sandbox: ${sandboxApi} (a stand-in of the provider; control routes ${billingHost}/_sandbox)` : '';
const cognitoNote = cognito ? `\n  cognito-local: ${cognito.url} (pool ${cognito.poolId}; password-reset mails are printed above)` : '';
console.log(`\n  ${site.pkg}${configNote} is running: ${siteUrl}\n  content server: ${serverUrl} (account API ${serverUrl}/api)${billingNote}${cognitoNote}\n  Press Ctrl+C to stop.\n`);
