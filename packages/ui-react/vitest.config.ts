import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig, mergeConfig } from 'vitest/config';
import { vitestPreset } from '../../configs/vitest/preset.ts';

/**
 * Runs the files of one environment one after the other (the jsdom ones first): with isolate: false
 * a worker goes on to the next file only if that file has its environment, else a new one starts.
 * `--sequence.seed=<n>` shuffles the files first, to show a test that depends on an earlier file.
 */
class EnvironmentSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { seed } = this.ctx.config.sequence;
    const ordered = seed === undefined ? await super.sort(files) : shuffle(files, seed);
    const environment = new Map(ordered.map((file) => [file, /@vitest-environment\s+(\S+)/.exec(readFileSync(file.moduleId, 'utf8'))?.[1] ?? '']));
    return ordered.sort((a, b) => environment.get(b)!.localeCompare(environment.get(a)!));
  }
}

/** The same order for the same seed (Park-Miller), so that a failing order can be run again. */
function shuffle<T>(items: T[], seed: number): T[] {
  let state = seed % 2147483647 || 1;
  const next = () => (state = (state * 16807) % 2147483647);
  return items.map((item) => [next(), item] as const).sort(([a], [b]) => a - b).map(([, item]) => item);
}

/**
 * Component tests run in happy-dom; jest-dom matchers are registered in src/test/setup.ts. The
 * components' own stylesheets (`@ott/ui-react/styles/*.css`) resolve to src/styles, so that the
 * tests never need this package's dist/.
 */
export default mergeConfig(
  vitestPreset({ coverageLines: 85 }),
  defineConfig({
    resolve: { alias: [{ find: /^@ott\/ui-react\/styles\/(.*)$/, replacement: fileURLToPath(new URL('./src/styles/$1', import.meta.url)) }] },
    test: {
      environment: 'happy-dom',
      // The preset's isolate: false shares a worker's page and modules between files:
      // src/test/setup.ts starts each file on a blank page (README, "One environment per worker").
      sequence: { sequencer: EnvironmentSequencer },
      setupFiles: ['src/test/setup.ts'],
      coverage: { exclude: ['src/test/**'] },
    },
  }),
);
