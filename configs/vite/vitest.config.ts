import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The tests of the sites' Vite config (`pnpm test:configs`, which scripts/test.sh runs). */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // @ott/common from its source: the tests compare index.html's scripts with the rules they mirror, without a build.
  resolve: { conditions: ['@ott/source'] },
  test: { include: ['**/*.test.ts'], testTimeout: 60_000 },
});
