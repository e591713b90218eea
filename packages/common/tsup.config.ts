import { defineConfig } from 'tsup';

/**
 * Every source module is an entry, so dist/ keeps one file per module (shared code in chunks,
 * imports with their .js paths for Node): the sites' bundler then drops, by `sideEffects: false`,
 * the modules they do not import, top-level zod schemas and all, which it cannot do inside one
 * bundled file. The declarations stay one file, of the public entry.
 */
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.test-helpers.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
});
