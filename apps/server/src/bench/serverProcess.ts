import { spawn, type ChildProcess } from 'node:child_process';

/**
 * glibc's allocator setting the server runs with (`pnpm start`; README, Memory): blocks of 1 MiB or
 * more are mapped on their own and given back when freed, instead of staying in one of the
 * per-thread arenas that libvips' renders would otherwise leave fragmented. Ignored elsewhere.
 */
export const SERVER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' } as const;

/**
 * Starts the built server (`main`) on a free port with its command-line `args`, the given extra
 * environment and Node flags (default `--optimize-for-size`), as `pnpm start` does (with
 * SERVER_MALLOC_ENV), and resolves with its URL once it says it listens: the benchmarks' server
 * process.
 */
export function startBuiltServer(
  main: string,
  args: readonly string[],
  env: Record<string, string>,
  nodeFlags: readonly string[] = ['--optimize-for-size'],
): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeFlags, main, ...args], { env: { ...process.env, ...SERVER_MALLOC_ENV, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`server exited with code ${code}: ${output}`)));
  });
}
