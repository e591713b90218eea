import { mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';

const preset = vitestPreset({ coverageLines: 80 });

export default mergeConfig(preset, {
  test: {
    coverage: {
      // The CLI entry is exercised by hand (README "Start"); its argument parser is tested.
      exclude: [...(preset.test?.coverage?.exclude ?? []), 'src/main.ts'],
    },
  },
});
