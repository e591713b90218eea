import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Starts the built server (`main`, accounts on, production hashing) with `--data-dir dataDir` and
 * the given extra environment, and resolves once it listens: the benchmarks' server process.
 */
export function startBuiltServer(main: string, dataDir: string, env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--optimize-for-size', main, '--data-dir', dataDir], { env: { ...process.env, PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const url = /listening on (http:\/\/\S+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    });
    child.on('exit', (code) => reject(new Error(`server exited with code ${code}: ${output}`)));
  });
}
