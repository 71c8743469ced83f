/**
 * Hands a use case its dependencies once: `withDeps(deps, pay)` is `pay` without its first
 * argument. A module's service assembles its use cases (one per file, each naming the
 * dependencies it takes) this way, so callers keep one object (decision 510).
 */
export function withDeps<D, A extends unknown[], R>(
  deps: D,
  useCase: (deps: D, ...args: A) => R,
): (...args: A) => R {
  return (...args) => useCase(deps, ...args)
}
