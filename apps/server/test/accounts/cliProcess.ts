import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const serverRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * The CLI built from the current sources, the way `pnpm build` builds dist/main.js (tsup, ESM,
 * node20, dependencies external), into node_modules/.cache so that it never touches dist/ (other
 * packages may be reading it) and its dependencies resolve from apps/server.
 */
export async function buildCli(): Promise<{ mainJs: string; remove(): void }> {
  const outDir = join(serverRoot, 'node_modules', '.cache', `ott-cli-${process.pid}`);
  mkdirSync(outDir, { recursive: true });
  await build({ entry: { main: join(serverRoot, 'src/main.ts') }, outDir, format: ['esm'], target: 'node20', platform: 'node', dts: false, silent: true, config: false, clean: true });
  return { mainJs: join(outDir, 'main.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

export interface CliServer {
  child: ChildProcess;
  url: string;
  /** Resolves with the exit code or signal. */
  exited: Promise<string>;
  output(): string;
}

/** Spawns the CLI (PORT=0) and waits for its "listening on" line. */
export function spawnCli(mainJs: string, args: string[], env: Record<string, string>): Promise<CliServer> {
  const child = spawn(process.execPath, [mainJs, ...args], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<string>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? String(code))));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the CLI did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, exited, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`the CLI exited (${how}) before listening:\n${output}`));
    });
  });
}
