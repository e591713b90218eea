import { defaultClientConditions, type ConfigEnv, type Plugin } from 'vite';

/**
 * The export condition under which each workspace package (@ott/common, @ott/player,
 * @ott/ui-react, @ott/integration-*) names its source files, before `import` (its built `dist/`),
 * in its package.json. Scoped to this repo so that no dependency's own `source` entry is picked up.
 */
export const SOURCE_CONDITION = '@ott/source';

/** The dev server of a site (`vite`, `pnpm dev`), not a build, a preview or a vitest run (mode `test`). */
export const isDevServer = ({ command, mode, isPreview }: ConfigEnv): boolean => command === 'serve' && mode !== 'test' && !isPreview;

/**
 * The dev server resolves the workspace packages from their `src/` (SOURCE_CONDITION), so that an
 * edit to a screen shows after a reload (or at once, with Fast Refresh) without rebuilding a
 * package. Builds, vitest runs, tsup and Node keep resolving `dist/`: none of them asks for the
 * condition. `resolve.conditions` replaces Vite's defaults, hence their list after ours.
 */
export function sourcesInDev(): Plugin {
  return {
    name: 'ott-sources-in-dev',
    apply: (_config, env) => isDevServer(env),
    config: () => ({
      resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
      // Vite looks for the dependencies to pre-bundle from every index.html under the app, and the
      // builds of npm start, e2e and benchmarks (dist-*/) hold one each: the app's own is the one.
      optimizeDeps: { entries: ['index.html'] },
    }),
  };
}
