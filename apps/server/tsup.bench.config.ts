import { defineConfig } from 'tsup';

/** The benchmark is built on demand (`pnpm bench:server`), apart from the server bundle. */
export default defineConfig({
  entry: { benchServer: 'scripts/bench/benchServer.ts' },
  outDir: 'dist-bench',
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  external: ['autocannon'],
  clean: true,
});
