/** A chunk or asset as Rolldown names it: after its first module, or `chunk-<hash>` when a package's own build split it so. */
interface Named {
  name?: string;
  names?: readonly string[];
}

/** Packages built with code splitting (tsup) name their shared modules `chunk-<hash>`: a name that tells a reader nothing. */
const PACKAGE_CHUNK = /^chunk-[A-Z0-9]+(?:\.[a-z]+)?$/;

const isPackageChunk = (file: Named): boolean => [file.name, ...(file.names ?? [])].some((name) => name !== undefined && PACKAGE_CHUNK.test(name));

/**
 * File names of the lazy chunks and their stylesheets: `c-` and the hash for the packages' `chunk-<hash>`
 * modules, the module's name and the hash otherwise (`Media-<hash>.js`, what a reader and the e2e
 * specs look for). The entry lists every lazy file in its preload map, so the meaningless double
 * hash was first-load bytes.
 */
export const lazyChunkNames = {
  chunkFileNames: (chunk: Named): string => (isPackageChunk(chunk) ? 'assets/c-[hash].js' : 'assets/[name]-[hash].js'),
  assetFileNames: (asset: Named): string => (isPackageChunk(asset) ? 'assets/c-[hash][extname]' : 'assets/[name]-[hash][extname]'),
};
