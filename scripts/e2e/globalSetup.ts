import type { FullConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createProcessGroup, freePort, LOOPBACK, waitForUrl } from '../run/processes.mjs';
import { buildSites, cognitoEndpointOf, newCaptchaHmacKey, sandboxReadyUrl, SITE_VARIANTS, SITES, startCognitoEmulator, startPreview, startSandbox, startServer } from '../run/sites.mjs';
import { COGNITO_URL_VARIABLE, COUNTRY_HEADER, SANDBOX_URL_VARIABLE, siteUrlVariable, SERVER_URL_VARIABLE } from './siteUrls';

/** Built into a folder of their own, so that e2e builds never replace the sites' dist/; a variant (svod) beside its site's. */
const OUT_DIR = 'dist-e2e';
const outDirOf = (site: { name: string; configSource?: string }): string => (site.configSource ? `${OUT_DIR}-${site.name}` : OUT_DIR);

/**
 * Builds the server and the sites of the selected projects, the sites pointed at the server
 * (VITE_CONTENT_HOST), starts them on free loopback ports and tells the tests where they are
 * (environment variables, read by the fixtures). A project named after a site variant (`svod`)
 * gets that variant; one on the billing sandbox also gets the provider's stand-in
 * (apps/provider-sandbox, its state in a folder of the run), which the server asks too; one on
 * the Cognito-style variant (`cognito`) also gets the cognito-local emulator, seeded with the demo pool.
 * Returns the teardown that stops them.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const sites = config.projects.map((project) => SITES[project.name as keyof typeof SITES] ?? SITE_VARIANTS[project.name as keyof typeof SITE_VARIANTS]).filter(Boolean);
  const serverPort = await freePort();
  const serverUrl = `http://${LOOPBACK}:${serverPort}`;
  const sandboxUrl = sites.some((site) => 'billingSandbox' in site && site.billingSandbox) ? `http://${LOOPBACK}:${await freePort()}` : undefined;
  const cognito = sites.some((site) => 'provider' in site && site.provider === 'cognito') ? await startCognitoEmulator() : undefined;
  await buildSites({ sites, contentHost: serverUrl, outDir: outDirOf, quiet: true, billingHost: sandboxUrl, cognitoEndpoint: cognito ? cognitoEndpointOf(cognito) : undefined });

  const group = createProcessGroup({ quiet: true, onExit: (name, { code, signal }) => console.error(`e2e: ${name} stopped early (${signal ?? code})`) });
  // The account API keeps its SQLite file in a folder of this run (the server reads DATA_DIR from
  // the environment it inherits): every run starts without users and leaves nothing behind.
  const accountsDir = mkdtempSync(join(tmpdir(), 'ott-e2e-accounts-'));
  process.env.DATA_DIR = accountsDir;
  const sandboxDir = sandboxUrl ? mkdtempSync(join(tmpdir(), 'ott-e2e-billing-')) : undefined;
  const stop = async () => {
    await group.stop();
    await cognito?.stop();
    rmSync(accountsDir, { recursive: true, force: true });
    if (sandboxDir) rmSync(sandboxDir, { recursive: true, force: true });
  };
  // Geo-blocking by a header the tests can set (the server inherits this environment too).
  process.env.OTT_COUNTRY_HEADER = COUNTRY_HEADER;
  const ready = [waitForUrl(`${serverUrl}/.webapp.ini`)];
  // The server signs captcha challenges with the key the sandbox verifies answers with (svodcapt).
  const captchaHmacKey = sandboxUrl ? newCaptchaHmacKey() : undefined;
  if (sandboxUrl && sandboxDir) {
    startSandbox(group, Number(new URL(sandboxUrl).port), sandboxDir, { captchaHmacKey });
    process.env[SANDBOX_URL_VARIABLE] = sandboxUrl;
    ready.push(waitForUrl(sandboxReadyUrl(sandboxUrl)));
  }
  if (cognito) process.env[COGNITO_URL_VARIABLE] = cognito.url;
  startServer(group, serverPort, { billingHost: sandboxUrl, cognito, captchaHmacKey });
  process.env[SERVER_URL_VARIABLE] = serverUrl;
  for (const site of sites) {
    const port = await freePort();
    const url = `http://${LOOPBACK}:${port}`;
    startPreview(group, site, port, outDirOf(site));
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
