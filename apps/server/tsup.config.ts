import { defineConfig } from 'tsup';

/**
 * The library (`@ott/server`), the CLI (`dist/main.js`), and the test harness other packages
 * import (`@ott/server/testing`, `@ott/server/testing/global-setup`). vitest is the harness's
 * host, never bundled.
 */
export default defineConfig({
  entry: {
    index: 'src/index.ts',
    main: 'src/main.ts',
    'testing/index': 'src/testing/index.ts',
    'testing/globalSetup': 'src/testing/globalSetup.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  external: ['vitest', 'vitest/node'],
  dts: { entry: { index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'testing/globalSetup': 'src/testing/globalSetup.ts' } },
  sourcemap: true,
  clean: true,
});
