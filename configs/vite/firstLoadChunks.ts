/**
 * The first load of a site as one file: the entry with everything it imports statically
 * (`$initial`), rather than the twenty-odd small chunks that follow its packages' modules (each a
 * request taking bandwidth from the entry). Other screens stay lazy chunks.
 * `includeDependenciesRecursively: false` keeps a module reachable only through code the
 * tree-shaker drops in its lazy chunk; rolldown's `strictExecutionOrder`, which it suggests with
 * it, stays off (no chunk of the group imports back from another, and the option would wrap every
 * module in an init function).
 */
export function firstLoadChunks() {
  return {
    groups: [{ name: 'app', tags: ['$initial' as const], includeDependenciesRecursively: false }],
  };
}
