import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset';
import viteConfig from './vite.config';

export default mergeConfig(
  mergeConfig(viteConfig, vitestPreset({ coverageLines: 80 })),
  // Also the tests of the sites' shared Vite config (configs/vite), which has no package of its own.
  defineConfig({ test: { environment: 'happy-dom', include: ['../../configs/vite/*.test.ts'], coverage: { exclude: ['src/main.tsx'] } } }),
);
