import { mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';

// Unit tests only (msw): the provider's API is never reached from here.
export default mergeConfig(vitestPreset({ coverageLines: 90 }), {});
