// @vitest-environment node
import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { isHlsChunk, isKnownHarmlessWarning, quietKnownWarnings, type ChunkSummary } from './quietWarnings.ts';

const PNPM = '/repo/node_modules/.pnpm';
const HLS = `${PNPM}/hls.js@1.7.4/node_modules/hls.js/dist/hls.mjs`;
const QUERY = `${PNPM}/@tanstack+react-query@5.108.0/node_modules/@tanstack/react-query/build/modern/useQuery.js`;

const hlsChunk: ChunkSummary = { fileName: 'assets/hls-abc.js', moduleIds: [HLS] };
const appChunk: ChunkSummary = { fileName: 'assets/index-abc.js', moduleIds: ['/repo/apps/web/src/main.tsx', HLS] };

/** Warnings as Rolldown and Vite word them (Vite 8.3). */
const useClient = (id: string): Rolldown.RolldownLog => ({
  code: 'MODULE_LEVEL_DIRECTIVE',
  id,
  message: `[MODULE_LEVEL_DIRECTIVE] The semantics of the module level directive "use client" in "${id}" may not be preserved when bundling.`,
});
const chunkSize: Rolldown.RolldownLog = {
  plugin: 'builtin:vite-reporter',
  message: '\n(!) Some chunks are larger than 500 kB after minification. Consider:\n- Using dynamic import() to code-split the application',
};
const timings = (...plugins: string[]): Rolldown.RolldownLog => ({
  code: 'PLUGIN_TIMINGS',
  message: `JavaScript callbacks ran for 1.7s of this 4.8s build (36%).\nThe slowest callbacks:\n${plugins.map((name) => `  - plugin ${name} transform (22%, 1.1s, 1 call)`).join('\n')}`,
});

describe('isKnownHarmlessWarning', () => {
  it('drops "use client" in a dependency only', () => {
    expect(isKnownHarmlessWarning(useClient(QUERY), [])).toBe(true);
    expect(isKnownHarmlessWarning(useClient('/repo/packages/ui-react/src/App.tsx'), [])).toBe(false);
    const useServer = { ...useClient(QUERY), message: useClient(QUERY).message.replace('use client', 'use server') };
    expect(isKnownHarmlessWarning(useServer, [])).toBe(false);
  });

  it('drops the chunk-size warning only when the chunks above the limit are all the lazy hls.js chunk', () => {
    expect(isKnownHarmlessWarning(chunkSize, [hlsChunk])).toBe(true);
    expect(isKnownHarmlessWarning(chunkSize, [hlsChunk, appChunk])).toBe(false);
    expect(isKnownHarmlessWarning(chunkSize, [])).toBe(false);
  });

  it("drops plugin timings that name only Vite's own plugins", () => {
    expect(isKnownHarmlessWarning(timings('vite:build-import-analysis', 'vite:css'), [])).toBe(true);
    expect(isKnownHarmlessWarning(timings('vite:css', 'ott-pwa'), [])).toBe(false);
  });

  it('keeps every other warning', () => {
    expect(isKnownHarmlessWarning({ code: 'CIRCULAR_DEPENDENCY', id: QUERY, message: 'Circular dependency' }, [hlsChunk])).toBe(false);
    expect(isKnownHarmlessWarning({ code: 'EVAL', id: HLS, message: 'Use of eval "use client"' }, [hlsChunk])).toBe(false);
  });
});

describe('isHlsChunk', () => {
  it('is a chunk of hls.js modules alone', () => {
    expect(isHlsChunk(hlsChunk)).toBe(true);
    expect(isHlsChunk(appChunk)).toBe(false);
    expect(isHlsChunk({ fileName: 'assets/hls.js-x.js', moduleIds: [`${PNPM}/hls.js-plugin@1.0.0/node_modules/hls.js-plugin/index.js`] })).toBe(false);
    expect(isHlsChunk({ fileName: 'empty.js', moduleIds: [] })).toBe(false);
  });
});

describe('quietKnownWarnings', () => {
  type Hook = (...args: unknown[]) => unknown;
  /** The plugin after a build whose chunks have these sizes in bytes, under Vite's default limit of 500 kB. */
  function afterBundle(chunks: Array<ChunkSummary & { bytes: number }>) {
    const plugin = quietKnownWarnings();
    (plugin.configResolved as Hook)({ build: { chunkSizeWarningLimit: 500 } });
    const bundle = Object.fromEntries(chunks.map(({ bytes, ...chunk }) => [chunk.fileName, { type: 'chunk', code: 'x'.repeat(bytes), ...chunk }]));
    (plugin.generateBundle as Hook)({}, bundle);
    return (log: Rolldown.RolldownLog, level = 'warn') => (plugin.onLog as Hook)(level, log);
  }

  it('filters a known warning (returns false) and passes the others (returns nothing)', () => {
    const onLog = afterBundle([{ ...hlsChunk, bytes: 578_000 }, { ...appChunk, bytes: 350_000 }]);
    expect(onLog(chunkSize)).toBe(false);
    expect(onLog(useClient(QUERY))).toBe(false);
    expect(onLog({ code: 'CIRCULAR_DEPENDENCY', message: 'Circular dependency' })).toBeUndefined();
    expect(onLog(useClient(QUERY), 'info')).toBeUndefined();
  });

  it('keeps the chunk-size warning when another chunk grows over the limit', () => {
    const onLog = afterBundle([{ ...hlsChunk, bytes: 578_000 }, { ...appChunk, bytes: 500_001 }]);
    expect(onLog(chunkSize)).toBeUndefined();
  });
});
