import { mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';

const preset = vitestPreset({ coverageLines: 90 });

export default mergeConfig(preset, {
  test: {
    // The integration tests (test/*.integration.test.ts) run the real account server on SQLite
    // and on PostgreSQL: the server's global setup provides the PostgreSQL server (TEST_DATABASE_URL,
    // or a throwaway cluster for this run). Unit tests (src/**) use msw only.
    globalSetup: ['@ott/server/testing/global-setup'],
  },
});
