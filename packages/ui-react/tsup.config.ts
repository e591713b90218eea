import { readdirSync } from 'node:fs';
import { defineConfig } from 'tsup';

/** Each stylesheet of src/styles alone, as dist/styles/<name>.css, for the components that import their own. */
const stylesheets = Object.fromEntries(
  readdirSync('src/styles')
    .filter((file) => file.endsWith('.css') && file !== 'index.css')
    .map((file) => [`styles/${file.slice(0, -'.css'.length)}`, `src/styles/${file}`]),
);

/**
 * One build, three outputs: the library (ESM + .d.ts, code-split so that every lazily imported
 * screen and every non-English language stays its own chunk for the app's bundler to split
 * again), the global stylesheet `dist/styles.css` (src/styles/index.css with its @imports
 * inlined), and each stylesheet alone (`dist/styles/`). Dependencies and peers are external: the
 * app resolves one React, one router, one @ott/common and one @ott/player (which loads hls.js
 * itself, on demand). So are the components' own stylesheets (`@ott/ui-react/styles/*.css`):
 * the app's bundler loads each with the chunk of the component that imports it.
 */
export default defineConfig({
  entry: { index: 'src/index.ts', styles: 'src/styles/index.css', ...stylesheets },
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
