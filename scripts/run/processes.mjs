// Helpers for the repo scripts that run the sites (start, e2e, lighthouse): child processes with
// prefixed output that stop together, free ports on the loopback address, and waiting for a URL.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export const LOOPBACK = '127.0.0.1';

const COLORS = [36, 35, 33, 32, 34];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

/** Writes each line a child prints with its name in front: `[server] listening on ...`. */
function prefixLines(stream, name, color, out) {
  const prefix = useColor ? `\x1b[${color}m[${name}]\x1b[0m ` : `[${name}] `;
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    const lines = (pending + chunk).split(/\r?\n/);
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`${prefix}${line}\n`);
  });
  stream.on('end', () => pending && out.write(`${prefix}${pending}\n`));
}

/**
 * A group of long-running children. Each runs in its own process group so that stopping it stops
 * whatever it started too (pnpm -> vite, for instance). When one exits on its own, `onExit` is told.
 */
export function createProcessGroup({ onExit = () => {}, quiet = false } = {}) {
  const children = [];
  let stopping = false;

  function start(name, command, args, options = {}) {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...options, env: { ...process.env, ...options.env } });
    const color = COLORS[children.length % COLORS.length];
    const entry = { name, child, exited: new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal }))) };
    children.push(entry);
    if (!quiet) {
      prefixLines(child.stdout, name, color, process.stdout);
      prefixLines(child.stderr, name, color, process.stderr);
    } else {
      child.stdout.resume();
      child.stderr.on('data', (chunk) => process.stderr.write(`[${name}] ${chunk}`));
    }
    child.on('error', (error) => console.error(`[${name}] could not start: ${error.message}`));
    void entry.exited.then((result) => {
      if (!stopping) onExit(name, result);
    });
    return entry;
  }

  /** SIGTERM to every group, SIGKILL to the ones still there after `graceMs`. */
  async function stop(graceMs = 5000) {
    stopping = true;
    const running = children.filter(({ child }) => child.exitCode === null && child.signalCode === null);
    const signalGroup = (child, signal) => {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // Already gone.
      }
    };
    for (const { child } of running) signalGroup(child, 'SIGTERM');
    const timeout = sleep(graceMs).then(() => 'timeout');
    for (const { child, exited } of running) {
      if ((await Promise.race([exited, timeout])) === 'timeout') signalGroup(child, 'SIGKILL');
    }
  }

  return { start, stop, children };
}

/**
 * The group of a command that runs in the foreground until Ctrl+C (npm start, pnpm dev): SIGINT or
 * SIGTERM stops every child, and so does a child that stops on its own (the command then exits
 * with 1). `stopAndExit(code)` stops them all and exits with the highest code asked for.
 */
export function createForegroundGroup() {
  let exitCode = 0;
  let stopping;
  const stopAndExit = (code = 0) => {
    exitCode = Math.max(exitCode, code);
    stopping ??= group.stop().then(() => process.exit(exitCode));
    return stopping;
  };
  const group = createProcessGroup({
    onExit: (name, { code, signal }) => {
      console.error(`${name} stopped (${signal ?? `exit code ${code}`}); stopping the rest.`);
      void stopAndExit(1);
    },
  });
  process.on('SIGINT', () => void stopAndExit());
  process.on('SIGTERM', () => void stopAndExit());
  return { start: group.start, stopAndExit };
}

/** A port nobody listens on right now, on the loopback address (the OS picks it). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, LOOPBACK, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Whether something already listens on the port (a second `npm start`, say). */
export function isPortTaken(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(true));
    server.listen(port, LOOPBACK, () => server.close(() => resolve(false)));
  });
}

/** The first port from `port` on (`tries` of them) that nobody listens on (or that `isFree` accepts), or undefined. */
export async function nextFreePort(port, tries = 20, isFree = async (candidate) => !(await isPortTaken(candidate))) {
  for (let candidate = port; candidate < port + tries; candidate += 1) {
    if (await isFree(candidate)) return candidate;
  }
  return undefined;
}

/** Resolves once the URL answers with any HTTP status; rejects after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 60_000, intervalMs = 250 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
      await sleep(intervalMs);
    }
  }
}

/** Runs a command to completion with inherited output; rejects when it fails. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit code ${code}`})`))));
  });
}
