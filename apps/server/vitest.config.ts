import { mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';

const preset = vitestPreset({ coverageLines: 80 });

export default mergeConfig(preset, {
  test: {
    // One PostgreSQL server for the run (TEST_DATABASE_URL, or a throwaway cluster): the account
    // suites run on SQLite and on PostgreSQL, each suite in a database of its own.
    globalSetup: ['./src/testing/globalSetup.ts'],
    coverage: {
      // The global setup runs in vitest's main process and the benchmark is run by hand: neither
      // can be measured by the workers' coverage.
      exclude: [...(preset.test?.coverage?.exclude ?? []), 'src/testing/globalSetup.ts', 'src/bench/**'],
    },
  },
});
