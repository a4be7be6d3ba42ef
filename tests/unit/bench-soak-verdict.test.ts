import { describe, expect, it } from 'vitest'
import { soakVerdict, verdictText } from '../bench/soak-verdict.mjs'

const memory = (runtime: number, proxy: number) => [
  { role: 'proxy', rssMb: proxy },
  { role: 'runtime', rssMb: runtime },
]
/** A 30-minute soak's rows, one each 30 s, with the latencies and memory a test gives. */
function rows(latencyAt: (seconds: number) => number[], runtimeAt: (seconds: number) => number) {
  return Array.from({ length: 60 }, (_, i) => {
    const atSeconds = (i + 1) * 30
    return { atSeconds, latencies: latencyAt(atSeconds), workerd: memory(runtimeAt(atSeconds), 800) }
  })
}
const flat = () => Array.from({ length: 100 }, (_, i) => 10 + (i % 10))

describe('soakVerdict (issue 21: p99 of the last 5 minutes against the first 5, memory growth after warm-up)', () => {
  it.each([
    // [case, latencies by time, runtime MB by time, p99 first, p99 last, p99 met, runtime MB/min, memory met]
    ['flat run', flat, () => 1200, 19, 19, true, 0, true],
    ['p99 doubles at the end', (s: number) => (s > 1500 ? flat().map((ms) => ms * 2) : flat()), () => 1200, 19, 38, false, 0, true],
    ['warm-up growth only', flat, (s: number) => (s < 300 ? 800 + s : 1100), 19, 19, true, 0, true],
    ['grows 20 MB a minute', flat, (s: number) => 1000 + (s / 60) * 20, 19, 19, true, 20, false],
  ])('%s', (_name, latencyAt, runtimeAt, firstMs, lastMs, p99Met, runtimeGrowth, memoryMet) => {
    const verdict = soakVerdict(rows(latencyAt, runtimeAt))
    if (!verdict?.memory) throw new Error('no verdict')
    expect(verdict.p99).toMatchObject({ firstMs, lastMs, met: p99Met })
    expect(verdict.memory.mbPerMinute.runtime).toBe(runtimeGrowth)
    expect(verdict.memory.mbPerMinute.proxy).toBe(0)
    expect(verdict.memory.met).toBe(memoryMet)
  })

  it('a stall in one row of a window counts as one of its checks, not as the whole window', () => {
    const verdict = soakVerdict(
      rows(
        (s) => (s === 150 ? [...flat().slice(0, 99), 5000] : flat()),
        () => 1200,
      ),
    )
    expect(verdict?.p99.firstMs).toBe(19)
  })

  it('says the verdict in one line, NOT met where it is not', () => {
    const verdict = soakVerdict(rows(flat, (s: number) => 1000 + (s / 60) * 20))
    if (!verdict) throw new Error('no verdict')
    expect(verdictText(verdict)).toBe(
      "checks' p99 over the first 5 min 19 ms, over the last 19 ms: 1x (target ≤ 1.5x: met); " +
        'memory growth proxy 0, runtime 20, total 20 MB/min from 5 min (target < 10: NOT met)',
    )
  })
})
