import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  mergeConfig(viteConfig, vitestPreset({ coverageLines: 80 })),
  defineConfig({ test: { environment: 'happy-dom', coverage: { exclude: ['src/main.tsx'] } } }),
);
