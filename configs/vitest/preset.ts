import { defineConfig, type ViteUserConfig } from 'vitest/config';

/**
 * Shared vitest settings. Coverage thresholds are per package: pass them in.
 * Two cores on CI, so workers are capped to keep runs predictable.
 */
export function vitestPreset(options: { coverageLines?: number; environment?: 'node' | 'jsdom' } = {}): ViteUserConfig {
  return defineConfig({
    test: {
      environment: options.environment ?? 'node',
      include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
      maxWorkers: 2,
      // A worker keeps its environment and modules from one test file to the next, instead of a
      // new worker per file: that set-up took most of each suite's time. Files share globals, so a
      // test puts back what it changes (packages/ui-react/README.md, "One environment per worker").
      isolate: false,
      // CI machines have two cores shared by every package's tests: a slow test is not a failed
      // one. Timeouts are ceilings, never speed assertions (speed is measured by benchmarks).
      testTimeout: 30_000,
      hookTimeout: 60_000,
      restoreMocks: true,
      coverage: {
        provider: 'v8',
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.test.{ts,tsx}', 'src/**/index.ts', 'src/**/*.d.ts'],
        reporter: ['text-summary', 'text'],
        thresholds: options.coverageLines ? { lines: options.coverageLines } : undefined,
      },
    },
  });
}
