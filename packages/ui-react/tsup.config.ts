import { defineConfig } from 'tsup';

/**
 * One build, two outputs: the library (ESM + .d.ts, code-split so that every lazily imported
 * screen and every non-English language stays its own chunk for the app's bundler to split
 * again), and the global stylesheet `dist/styles.css` (src/styles/index.css with its @imports
 * inlined). Dependencies and peers are external: the app resolves one React, one router, one
 * @ott/common and one @ott/player (which loads hls.js itself, on demand).
 */
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles/index.css' },
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
