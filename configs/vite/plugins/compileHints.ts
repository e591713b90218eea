import type { Plugin } from 'vite';

/** V8's explicit compile hint: a magic comment on the first line of a file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** A source map whose file got one more line at its top. */
const shiftedMappings = (mappings: string): string => `;${mappings}`;

/**
 * The entry chunk, whose code nearly all runs at start-up, opens with V8's compile hint: Chromium
 * compiles all of it on a background thread while it downloads, rather than each function on the
 * main thread at its first call. Last (`generateBundle`, post): Vite prepends its own table there.
 */
export function compileHints(): Plugin {
  return {
    name: 'ott-compile-hints',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !output.isEntry) continue;
          output.code = `${COMPILE_HINT}\n${output.code}`;
          if (output.map) output.map.mappings = shiftedMappings(output.map.mappings);
          const mapFile = bundle[`${output.fileName}.map`];
          if (mapFile?.type === 'asset' && typeof mapFile.source === 'string') {
            const map = JSON.parse(mapFile.source) as { mappings: string };
            mapFile.source = JSON.stringify({ ...map, mappings: shiftedMappings(map.mappings) });
          }
        }
      },
    },
  };
}
