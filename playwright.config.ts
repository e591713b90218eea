import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the sites (`pnpm e2e`): apps/web/e2e and apps/story-time/e2e, in Debian's
 * Chromium (Playwright's own browser downloads are not used). The global setup builds the server
 * and both sites and serves them on free loopback ports; tests reach them through `baseURL`
 * (see scripts/e2e/fixtures.ts).
 */
export default defineConfig({
  globalSetup: './scripts/e2e/globalSetup.ts',
  // One worker everywhere, `npm test` on a laptop as in CI: with two, live-channel playback stalls
  // under the load of a 2-core machine (live guide, the signed channel, the mid-roll seek).
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No sandbox as root; no background traffic: this machine reaches no host but its own.
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // `svod`: the main site on demosvod, billed through the provider's local sandbox (the global
    // setup starts it); its specs are apps/web/e2e/*.svod.spec.ts.
    // `jwp`: the main site on demojwp1, the video platform's stand-in under /inplayer of the same
    // sandbox; its specs are apps/web/e2e/*.jwp.spec.ts.
    // `cognito`: the main site on democogn (the Cognito-style variant) with the cognito-local
    // emulator and the sandbox's card page and library login; its specs are *.cognito.spec.ts.
    { name: 'web', testDir: 'apps/web/e2e', testIgnore: /\.(svod|jwp|cognito)\.spec\.ts$/ },
    { name: 'svod', testDir: 'apps/web/e2e', testMatch: /\.svod\.spec\.ts$/ },
    { name: 'jwp', testDir: 'apps/web/e2e', testMatch: /\.jwp\.spec\.ts$/ },
    { name: 'cognito', testDir: 'apps/web/e2e', testMatch: /\.cognito\.spec\.ts$/ },
    { name: 'story-time', testDir: 'apps/story-time/e2e' },
  ],
});
