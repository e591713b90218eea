import { defineConfig } from 'tsup';

/**
 * Two entries: the engine (`@ott/player`) and the test fakes (`@ott/player/testing`), which only
 * tests import, so production bundles never see them; code both use is a shared chunk, so a fake
 * and the engine share one class of each. hls.js stays an `import()` of its own: the app's bundler
 * makes it a lazy chunk.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', testing: 'src/testing/index.ts' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: true,
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
  external: ['hls.js'],
});
