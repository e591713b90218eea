import type { FullConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProcessGroup, freePort, LOOPBACK, waitForUrl } from '../run/processes.mjs';
import { buildSites, SITES, startPreview, startServer } from '../run/sites.mjs';
import { COUNTRY_HEADER, siteUrlVariable, SERVER_URL_VARIABLE } from './siteUrls';

/** Built into a folder of their own, so that e2e builds never replace the sites' dist/. */
const OUT_DIR = 'dist-e2e';

/**
 * Builds the server and the sites of the selected projects, the sites pointed at the server
 * (VITE_CONTENT_HOST), starts them on free loopback ports and tells the tests where they are
 * (environment variables, read by the fixtures). Returns the teardown that stops them.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const sites = config.projects.map((project) => SITES[project.name as keyof typeof SITES]).filter(Boolean);
  const serverPort = await freePort();
  const serverUrl = `http://${LOOPBACK}:${serverPort}`;
  await buildSites({ sites, contentHost: serverUrl, outDir: OUT_DIR, quiet: true });

  const group = createProcessGroup({ quiet: true, onExit: (name, { code, signal }) => console.error(`e2e: ${name} stopped early (${signal ?? code})`) });
  // The account API keeps its SQLite file in a folder of this run (the server reads DATA_DIR from
  // the environment it inherits): every run starts without users and leaves nothing behind.
  const accountsDir = mkdtempSync(join(tmpdir(), 'ott-e2e-accounts-'));
  process.env.DATA_DIR = accountsDir;
  const stop = async () => {
    await group.stop();
    rmSync(accountsDir, { recursive: true, force: true });
  };
  // Geo-blocking by a header the tests can set (the server inherits this environment too).
  process.env.OTT_COUNTRY_HEADER = COUNTRY_HEADER;
  startServer(group, serverPort);
  process.env[SERVER_URL_VARIABLE] = serverUrl;
  const ready = [waitForUrl(`${serverUrl}/.webapp.ini`)];
  for (const site of sites) {
    const port = await freePort();
    const url = `http://${LOOPBACK}:${port}`;
    startPreview(group, site, port, OUT_DIR);
    process.env[siteUrlVariable(site.name)] = url;
    ready.push(waitForUrl(url));
  }
  try {
    await Promise.all(ready);
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
