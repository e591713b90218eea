import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

/**
 * A second deployment of apps/web for the tests that need other build settings than the global
 * setup's: built with its own `VITE_*` variables into a temporary folder (never the app's dist
 * folders) and served by `vite preview` on a free loopback port, with extra static files (a
 * settings file of its own, say). The global setup's server and sites are left alone.
 */
export interface PreviewDeployment {
  url: string;
  stop(): Promise<void>;
}

export interface PreviewDeploymentOptions {
  /** Build-time variables; `{url}` in a value is replaced by the deployment's own URL. */
  env: Record<string, string>;
  /** Files written next to index.html: name -> content. */
  files?: Record<string, string>;
}

const WEB_DIR = fileURLToPath(new URL('../../', import.meta.url));
const VITE = join(WEB_DIR, 'node_modules/.bin/vite');
const LOOPBACK = '127.0.0.1';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function runToEnd(args: string[], env: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(VITE, args, { cwd: WEB_DIR, env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite ${args[0]} failed (${code}): ${errors.slice(-2000)}`))));
  });
}

async function waitForUrl(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await sleep(250);
    }
  }
}

/** Stops the preview and everything it started (its own process group). */
function stopGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return Promise.resolve();
  }
  return Promise.race([exited, sleep(5000)]).then(() => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Gone meanwhile.
      }
    }
  });
}

export async function startPreviewDeployment({ env, files = {} }: PreviewDeploymentOptions): Promise<PreviewDeployment> {
  const port = await freePort();
  const url = `http://${LOOPBACK}:${port}`;
  const outDir = await mkdtemp(join(tmpdir(), 'ott-e2e-web-'));
  const buildEnv = Object.fromEntries(Object.entries(env).map(([key, value]) => [key, value.replaceAll('{url}', url)]));
  try {
    await runToEnd(['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], buildEnv);
    for (const [name, content] of Object.entries(files)) await writeFile(join(outDir, name), content);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  const preview = spawn(VITE, ['preview', '--outDir', outDir, '--host', LOOPBACK, '--port', String(port), '--strictPort'], {
    cwd: WEB_DIR,
    stdio: 'ignore',
    detached: true,
  });
  const stop = async () => {
    await stopGroup(preview);
    await rm(outDir, { recursive: true, force: true });
  };
  try {
    await waitForUrl(url, 30_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop };
}
