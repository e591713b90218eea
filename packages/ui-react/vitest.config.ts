import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset';

/**
 * Component tests run in happy-dom; jest-dom matchers are registered in src/test/setup.ts. The
 * components' own stylesheets (`@ott/ui-react/styles/*.css`) resolve to src/styles, so that the
 * tests never need this package's dist/.
 */
export default mergeConfig(
  vitestPreset({ coverageLines: 85 }),
  defineConfig({
    resolve: { alias: [{ find: /^@ott\/ui-react\/styles\/(.*)$/, replacement: fileURLToPath(new URL('./src/styles/$1', import.meta.url)) }] },
    test: {
      environment: 'happy-dom',
      setupFiles: ['src/test/setup.ts'],
      coverage: { exclude: ['src/test/**'] },
    },
  }),
);
