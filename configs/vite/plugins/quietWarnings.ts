import type { Plugin, Rolldown } from 'vite';

/** A chunk as far as the chunk-size warning is concerned: its file and the modules in it. */
export interface ChunkSummary {
  fileName: string;
  moduleIds: readonly string[];
}

/** The module of a published package, wherever the package manager put it. */
const inPackage = (id: string, name: string): boolean => new RegExp(`[\\\\/]node_modules[\\\\/]${name.replace(/[.+]/g, '\\$&')}[\\\\/]`).test(id);

/** A chunk of hls.js alone: the player imports it when playback starts, never in the first load. */
export const isHlsChunk = (chunk: ChunkSummary): boolean => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => inPackage(id, 'hls.js'));

/** Names of Vite's and Rolldown's own plugins, whose speed is not ours to tune. */
const BUNDLER_PLUGIN = /^(vite:|builtin:|native:)/;

/**
 * Whether a build warning is one of the known, harmless ones (matched by code and module, never by
 * code alone), given the chunks above the size limit:
 * - `MODULE_LEVEL_DIRECTIVE` for `"use client"` in a dependency (TanStack Query, React Router): a
 *   React Server Components marker, meaningless in a client bundle, which the bundler drops.
 * - Vite's chunk-size warning, when every chunk above the limit is the lazy hls.js chunk (about
 *   580 KB minified, loaded only when playback starts; the first load has a budget of its own).
 * - `PLUGIN_TIMINGS` when it names only Vite's own plugins: on a busy machine, nothing to act on.
 */
export function isKnownHarmlessWarning(log: Rolldown.RolldownLog, oversizeChunks: readonly ChunkSummary[]): boolean {
  if (log.code === 'MODULE_LEVEL_DIRECTIVE') {
    return !!log.id && /[\\/]node_modules[\\/]/.test(log.id) && log.message.includes('"use client"');
  }
  if (log.plugin === 'builtin:vite-reporter' && log.message.includes('Some chunks are larger than')) {
    return oversizeChunks.length > 0 && oversizeChunks.every(isHlsChunk);
  }
  if (log.code === 'PLUGIN_TIMINGS') {
    const named = [...log.message.matchAll(/- plugin (\S+)/g)].map((match) => match[1] as string);
    return named.length > 0 && named.every((name) => BUNDLER_PLUGIN.test(name));
  }
  return false;
}

/**
 * Drops the known, harmless warnings of a site's build (isKnownHarmlessWarning), so that what
 * `npm start` and `vite build` print is worth reading; every other warning passes. It measures the
 * chunks as Vite's size warning does (minified, against `build.chunkSizeWarningLimit` in kB), since
 * that warning does not say which chunk it means.
 */
export function quietKnownWarnings(): Plugin {
  let limitKb = 500;
  let oversizeChunks: ChunkSummary[] = [];
  return {
    name: 'ott-quiet-known-warnings',
    apply: 'build',
    configResolved(config) {
      limitKb = config.build.chunkSizeWarningLimit;
    },
    generateBundle(_options, bundle) {
      oversizeChunks = Object.values(bundle).filter((output) => output.type === 'chunk' && Buffer.byteLength(output.code) / 1000 > limitKb) as Rolldown.OutputChunk[];
    },
    onLog(level, log) {
      if (level === 'warn' && isKnownHarmlessWarning(log, oversizeChunks)) return false;
      return undefined;
    },
  };
}
