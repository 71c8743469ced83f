/** Percentiles of a set of durations in milliseconds (nearest rank). */
export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (p: number) => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? Number.NaN
  return {
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    min: sorted[0] ?? Number.NaN,
    max: sorted.at(-1) ?? Number.NaN,
  }
}
export type Percentiles = ReturnType<typeof percentiles>

/** Runs `work` `warmup` times unmeasured, then `runs` times measured. */
export async function measure(work: () => Promise<unknown>, { warmup = 20, runs = 200 } = {}) {
  for (let i = 0; i < warmup; i++) await work()
  const samples: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await work()
    samples.push(performance.now() - start)
  }
  return percentiles(samples)
}

export const ms = (v: number) => (v < 10 ? v.toFixed(2) : v.toFixed(1))
