import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';

/**
 * The adapters and the session work on `<video>`, `window` and `document`: tests run in happy-dom.
 * Coverage counts the engine, not its test fakes.
 */
export default mergeConfig(
  vitestPreset({ coverageLines: 90 }),
  defineConfig({ test: { environment: 'happy-dom', coverage: { exclude: ['src/testing/**'] } } }),
);
