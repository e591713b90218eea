import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset';

/** Component tests run in happy-dom; jest-dom matchers are registered in src/test/setup.ts. */
export default mergeConfig(
  vitestPreset({ coverageLines: 85 }),
  defineConfig({
    test: {
      environment: 'happy-dom',
      setupFiles: ['src/test/setup.ts'],
      coverage: { exclude: ['src/test/**'] },
    },
  }),
);
