import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset';
import viteConfig from './vite.config';

export default mergeConfig(
  mergeConfig(viteConfig, vitestPreset({ coverageLines: 80 })),
  defineConfig({ test: { environment: 'happy-dom', coverage: { exclude: ['src/main.tsx'] } } }),
);
