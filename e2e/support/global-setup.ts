import { cpus, loadavg, totalmem } from 'node:os'

/**
 * Printed once at the start of every e2e run: the journeys' timings only mean something next to
 * the machine that ran them, so a slow or busy machine is visible in the log (issue 28, item 13).
 */
export default function describeMachine() {
  const cores = cpus()
  const model = cores[0]?.model.trim() ?? 'unknown CPU'
  const load = loadavg()
    .map((n) => n.toFixed(2))
    .join(', ')
  const memory = `${(totalmem() / 2 ** 30).toFixed(1)} GiB`
  console.log(`Machine: ${model}, ${cores.length} cores, ${memory}; load average ${load} (1, 5, 15 min)`)
}
