// The push section's rows in the bench's table (report.mjs calls printPush): issue 21
// "Tests that must exist". Every figure is printed as measured; none is a pass condition.

const ms = (n) => (Number.isFinite(n) ? `${n.toFixed(1)} ms` : 'n/a')

export function printPush({ inspected, served }) {
  for (const run of served ?? []) printPushes(run.pushes)
  const withCpu = (served ?? []).find((run) => run.checkCpu)
  if (inspected) printD1(inspected)
  if (withCpu) printCheckCpu(withCpu.checkCpu)
  if (inspected?.checkProfile) printCheckProfile(inspected.checkProfile)
}

function printPushes(p) {
  console.log(
    `\nMatch push (issue 21): ${p.sockets} match-centre sockets on match 21, MATCH_ROOM_SHARDS=${p.shards}` +
      ` (opened in ${p.openSeconds} s), ${p.events} events ${p.spacingMs} ms apart through the match events API:`,
  )
  const row = (name, f) => console.log(`  ${name.padEnd(44)} p50 ${ms(f.p50).padStart(10)}   p99 ${ms(f.p99).padStart(10)}`)
  row("API's answer → last socket's receipt", p.lastAfterAnswer)
  row("API's answer → first socket's receipt", p.firstAfterAnswer)
  row('spread, first socket → last', p.spread)
  row('request sent → last socket (whole path)', p.lastAfterSend)
  row("the API's own answer time", p.api)
  console.log(`  messages not received: ${p.missed}; sockets closed under the pages: ${p.closedUnexpectedly}`)
}

function printD1({ d1, audience, pollMs, pollPerMinute, pushPerEvent }) {
  console.log(
    "\nD1 per request (counted through wrangler dev's inspector: D1 subrequests in its Network domain, statements and rows from their answers' meta):",
  )
  for (const r of d1)
    console.log(
      `  ${r.name.padEnd(40)} ${String(r.roundTripsPer).padStart(5)} round trips, ${String(r.statementsPer ?? 'n/a').padStart(5)} statements,` +
        ` ${r.rowsReadPer ?? 'n/a'} rows read, ${r.rowsWrittenPer ?? 'n/a'} written (mean of ${r.times})`,
    )
  console.log(
    `  ${audience} pages polling every ${pollMs / 1000} s: ${pollPerMinute.roundTrips} D1 round trips, ${pollPerMinute.statements ?? 'n/a'} statements` +
      ` and ${pollPerMinute.rowsRead ?? 'n/a'} rows read a minute`,
  )
  console.log(
    `  pushing one event to pages on the socket adds ${pushPerEvent.roundTrips} D1 round trips, ${pushPerEvent.statements ?? 'n/a'} statements` +
      ` and ${pushPerEvent.rowsRead ?? 'n/a'} rows read (the event's request with pages on the socket less without);` +
      ' each page pays its socket join and close once (above)',
  )
}

function printCheckCpu({ connections, idleMsPerSecond, rows }) {
  console.log(
    `\nCPU per request (workerd's utime+stime from /proc over the run, less its idle ${idleMsPerSecond} ms/s, ${connections} connections, site as npm start serves it):`,
  )
  for (const r of rows)
    console.log(
      `  ${r.name.padEnd(40)} ${String(r.cpuMsPerRequest).padStart(7)} ms workerd CPU a request   (${r.requests} in ${r.seconds} s,` +
        ` ${r.workerdCpuMs} ms in all; the site's node processes ${r.otherCpuMsPerRequest} ms a request; ${r.failed} failed)`,
    )
  const [check, plain] = rows
  if (check?.cpuMsPerRequest && plain?.cpuMsPerRequest)
    console.log(`  session check / static file: x${Math.round((check.cpuMsPerRequest / plain.cpuMsPerRequest) * 10) / 10}`)
}

function printCheckProfile(p) {
  console.log(
    `\nCPU profile of ${p.requests} session checks (wrangler dev's inspector, self time): ${p.cpuMs} ms sampled, ${p.cpuMsPerCheck} ms a check`,
  )
  console.log('  by package or folder of ours:')
  for (const e of p.byPlace) console.log(`    ${String(e.share).padStart(5)} %  ${String(e.ms).padStart(6)} ms  ${e.name}`)
  console.log('  top functions:')
  for (const e of p.topFunctions) console.log(`    ${String(e.share).padStart(5)} %  ${String(e.ms).padStart(6)} ms  ${e.name}`)
}
