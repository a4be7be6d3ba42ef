/**
 * Closed loop: `concurrency` clients each start the next call as soon as the
 * previous one finished, for `seconds`. A call that throws counts as an error
 * and leaves no latency. Shared by the HTTP targets and the D1 queries.
 */
export async function closedLoop(run, seconds, concurrency) {
  const latencies = []
  let errors = 0
  const started = performance.now()
  const end = started + seconds * 1000
  const client = async () => {
    while (performance.now() < end) {
      const t0 = performance.now()
      try {
        await run()
        latencies.push(performance.now() - t0)
      } catch {
        errors++
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, client))
  return { latencies, errors, elapsedMs: performance.now() - started }
}
