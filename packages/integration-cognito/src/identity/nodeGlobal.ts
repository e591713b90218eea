/**
 * Amazon's identity library bundles the `buffer` package, which reads Node's `global` as it loads;
 * browsers have none (a ReferenceError in the lazily loaded chunk). Called before that chunk is
 * imported, this names `globalThis` as `global` where it is missing, without asking every site's
 * bundler for a `define` (a side-effect import would be dropped by `sideEffects: false`).
 */
export function provideNodeGlobal(scope: { global?: unknown } = globalThis): void {
  scope.global ??= globalThis;
}
