import { defineConfig } from 'tsup';

/** The library (`buildSandbox`, for tests of other packages) and the CLI (`dist/main.js`). */
export default defineConfig({
  entry: { index: 'src/index.ts', main: 'src/main.ts' },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  dts: { entry: { index: 'src/index.ts' } },
  sourcemap: true,
  clean: true,
});
