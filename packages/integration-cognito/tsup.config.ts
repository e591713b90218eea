import { defineConfig } from 'tsup';

/**
 * Every source module is an entry (as in @ott/common), so dist/ keeps one file per module: a site
 * that imports only the module description drops the rest (by `sideEffects: false`), the zod
 * schemas of the replies included, and Amazon's library stays in the lazily loaded services.
 */
export default defineConfig({
  entry: ['src/**/*.ts', '!src/**/*.test.ts'],
  format: ['esm'],
  target: 'es2022',
  platform: 'neutral',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
});
