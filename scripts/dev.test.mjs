import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { freePort, isPortTaken, LOOPBACK, waitForUrl } from './run/processes.mjs';
import { ROOT } from './run/sites.mjs';

const script = new URL('./dev.mjs', import.meta.url).pathname;

/** The dev server's URL of a source file of the repo (Vite serves files outside the app under /@fs). */
const sourceUrl = (siteUrl, path) => `${siteUrl}/@fs${join(realpathSync(ROOT), path)}`;

async function textOf(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(60_000) });
  assert.equal(response.status, 200, url);
  return response.text();
}

// `pnpm dev` on free ports, as a newcomer runs it, with the server's accounts in a folder of the
// test. The server build is turbo's (cached after `pnpm build`); a cold start of Vite's dependency
// optimizer on two busy cores takes a while, hence the bound of three minutes.
test('pnpm dev serves the site with @ott/* from their src/, pointed at the demo server; Ctrl+C stops both', { timeout: 180_000 }, async () => {
  const [sitePort, serverPort] = [await freePort(), await freePort()];
  const siteUrl = `http://${LOOPBACK}:${sitePort}`;
  const serverUrl = `http://${LOOPBACK}:${serverPort}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'ott-dev-test-'));
  // Its own process group, so that the Ctrl+C below reaches it as a terminal's would.
  const dev = spawn(process.execPath, [script, '--port', String(sitePort), '--server-port', String(serverPort)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  dev.stdout.on('data', (chunk) => (output += chunk));
  dev.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => dev.on('exit', (code, signal) => resolve(signal ?? code)));
  try {
    await Promise.all([waitForUrl(`${serverUrl}/.webapp.ini`, { timeoutMs: 150_000 }), waitForUrl(`${siteUrl}/`, { timeoutMs: 150_000 })]);

    const main = await textOf(`${siteUrl}/src/main.tsx`);
    assert.match(main, /from "\/@fs\/[^"]*\/packages\/ui-react\/src\/index\.ts"/, 'the app imports @ott/ui-react from its src/');
    assert.match(main, /import "\/@fs\/[^"]*\/packages\/ui-react\/src\/styles\/index\.css"/, "and @ott/ui-react's styles from its src/");
    assert.ok(main.includes(`"VITE_CONTENT_HOST": "${serverUrl}"`), 'the site talks to the server of this run');

    const footer = await textOf(sourceUrl(siteUrl, 'packages/ui-react/src/components/Footer/Footer.tsx'));
    assert.match(footer, /ott-footer/, 'a component is served from its source, JSX compiled');
    const accountService = await textOf(sourceUrl(siteUrl, 'packages/integration-custom/src/services/CustomAccountService.ts'));
    assert.match(accountService, /export class CustomAccountService\b/, 'an integration is served from its source too');
  } finally {
    process.kill(-dev.pid, 'SIGINT');
    const exit = await exited;
    rmSync(dataDir, { recursive: true, force: true });
    assert.equal(exit, 0, `pnpm dev exits cleanly on Ctrl+C; its output:\n${output}`);
  }
  assert.equal(await isPortTaken(sitePort), false, 'the dev server stopped');
  assert.equal(await isPortTaken(serverPort), false, 'the server stopped');
  assert.doesNotMatch(output, /warn|\(!\)/i, `no warnings:\n${output}`);
});
