import { defineConfig } from 'tsup';

/** Test helpers live beside the code they help test; they are not part of the package. */
const TEST_FILES = ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/testing/**', 'src/**/*{Fixtures,TestUtils,Stub}.{ts,tsx}'];

/**
 * Every source module and every stylesheet of src/styles is an entry, so that dist/ keeps the
 * layout of src/: one file per module (shared code in chunks), which lets the app's bundler leave
 * out what it does not import and split the lazy screens and languages again, and each
 * stylesheet alone (dist/styles/index.css, `@ott/ui-react/styles.css`, with its @imports inlined).
 * ESM + one .d.ts of the public entry. Dependencies and peers are external: the app resolves one
 * React, one router, one @ott/common and one @ott/player (which loads hls.js itself, on demand).
 * So are the stylesheets that components import themselves (`@ott/ui-react/styles/*.css`): the
 * app's bundler loads each with the chunk of the component that imports it.
 */
export default defineConfig({
  entry: ['src/**/*.{ts,tsx}', 'src/styles/*.css', ...TEST_FILES.map((glob) => `!${glob}`)],
  external: [/^@ott\/ui-react\/styles\//],
  format: ['esm'],
  target: 'es2022',
  platform: 'browser',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
  splitting: true,
  treeshake: true,
});
