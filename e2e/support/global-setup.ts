import { cpus, loadavg, totalmem } from 'node:os'
import type { FullConfig } from '@playwright/test'

const loadNow = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')

/**
 * Printed once at the start of every e2e run: the journeys' timings only mean something next to
 * the machine that ran them, so a slow or busy machine is visible in the log (issue 28, item 13).
 * The function it answers is Playwright's teardown: at the end, how long the run took (counted from
 * the runner's start, so the server's start-up is in it) and the load then, so two runs can be
 * compared by their figures.
 */
export default function describeMachine(config: FullConfig) {
  const cores = cpus()
  const model = cores[0]?.model.trim() ?? 'unknown CPU'
  const memory = `${(totalmem() / 2 ** 30).toFixed(1)} GiB`
  console.log(
    `Machine: ${model}, ${cores.length} cores, ${memory}; load average ${loadNow()} (1, 5, 15 min); ${config.workers} workers`,
  )
  return () => {
    const seconds = process.uptime()
    const took =
      seconds >= 60
        ? `${Math.floor(seconds / 60)} min ${Math.floor(seconds % 60)} s`
        : `${seconds.toFixed(1)} s`
    console.log(`E2E run took ${took}; load average ${loadNow()} (1, 5, 15 min)`)
  }
}
