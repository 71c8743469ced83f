import { readFileSync } from 'node:fs'
import { cpus } from 'node:os'

/** A file of Linux's /sys, trimmed; undefined where there is none (another system, a container). */
function sys(path: string): string | undefined {
  try {
    return readFileSync(`/sys/devices/system/cpu/${path}`, 'utf8').trim()
  } catch {
    return undefined
  }
}

/** How many logical CPUs share the first one's core: 2 when the "cores" are a core's two threads. */
function threadsPerCore(): number | undefined {
  const list = sys('cpu0/topology/thread_siblings_list')
  if (!list) return undefined
  return list
    .split(',')
    .map((part) => part.split('-').map(Number))
    .reduce((n, [from, to]) => n + (to === undefined ? 1 : to - (from ?? to) + 1), 0)
}

/** The size of the first CPU's cache at `level` (2 or 3), as the kernel says it ('2048K'). */
function cacheSize(level: number): string | undefined {
  for (let index = 0; index < 8; index += 1) {
    if (sys(`cpu0/cache/index${index}/level`) === String(level)) return sys(`cpu0/cache/index${index}/size`)
  }
  return undefined
}

/**
 * The processor as the measurements need it told: model, logical CPUs, threads a core and the
 * caches. Two machines sold as '2 cores' measured the same build at TBT 70 and 300–440 ms
 * (bench/README.md, 2026-12-08): whether the two are a core's two threads, and how much cache
 * they share, is what the model name alone does not say.
 */
export function cpuDescription(): string {
  const model = cpus()[0]?.model ?? 'unknown CPU'
  const threads = threadsPerCore()
  const caches = [2, 3]
    .map((level) => [level, cacheSize(level)] as const)
    .filter(([, size]) => size !== undefined)
    .map(([level, size]) => `L${level} ${size}`)
  return [
    `${model}, ${cpus().length} logical CPUs`,
    ...(threads === undefined ? [] : [`${threads} thread${threads === 1 ? '' : 's'} a core`]),
    ...caches,
  ].join(', ')
}
