// Issue 22 §2 "npm run bench": where a cache-miss render spends its CPU. The
// worker's own V8 profiler, through the inspector wrangler dev opens on its
// workerd (as worker-heap.mjs reads the heap), samples while each page is
// rendered as a miss (?bench-miss=N) by a few connections. Samples are
// mapped back to their source files with the dev bundle's source map, so
// the report names functions and files (React, Hono, our loaders, the
// serialiser) rather than lines of one bundled index.js. Time waiting for D1
// is not CPU and does not show: each page's D1 round trips are counted by
// tests/worker/page-reads.test.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { SourceMapConsumer } from 'source-map-js'
import WebSocket from 'ws'
import { send } from './http-client.mjs'

const WORKER = 'core:user:club-site'
const SAMPLING_MICROSECONDS = 200

/** Profiles `rendersPerPage` cache-miss renders of each page; resolves to the top entries and the share per package. */
export async function profileRenders(origin, port, { pages, rendersPerPage, connections = 4, top = 15 }) {
  if (!port) return null
  const inspector = await connect(port)
  try {
    await inspector.call('Profiler.enable')
    await inspector.call('Profiler.setSamplingInterval', { interval: SAMPLING_MICROSECONDS })
    await inspector.call('Profiler.start')
    for (const page of pages) await renderMisses(origin, page.path, rendersPerPage, connections)
    const { profile } = await inspector.call('Profiler.stop')
    return summarise(profile, sourceMapOfDevBundle(), top)
  } finally {
    inspector.close()
  }
}

async function renderMisses(origin, path, count, connections) {
  const separator = path.includes('?') ? '&' : '?'
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = next++
      await send(origin, `${path}${separator}bench-miss=profile-${Date.now()}-${n}`)
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
}

function connect(port) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${WORKER}`, { maxPayload: 512 * 1024 * 1024 })
    const waiting = new Map()
    let id = 0
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString())
      const pending = waiting.get(message.id)
      if (!pending) return
      waiting.delete(message.id)
      if (message.error) pending.reject(new Error(message.error.message))
      else pending.resolve(message.result)
    })
    ws.on('error', reject)
    ws.on('open', () =>
      resolve({
        call: (method, params = {}) =>
          new Promise((done, fail) => {
            id += 1
            waiting.set(id, { resolve: done, reject: fail })
            ws.send(JSON.stringify({ id, method, params }))
          }),
        close: () => ws.terminate(),
      }),
    )
  })
}

/** The source map wrangler dev wrote beside the bundle it serves (the newest .wrangler/tmp/dev-*). */
function sourceMapOfDevBundle() {
  const root = '.wrangler/tmp'
  const maps = readdirSync(root)
    .filter((name) => name.startsWith('dev-'))
    .map((name) => join(root, name, 'index.js.map'))
    .filter((file) => {
      try {
        return statSync(file).isFile()
      } catch {
        return false
      }
    })
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
  return maps[0] ? new SourceMapConsumer(JSON.parse(readFileSync(maps[0], 'utf8'))) : null
}

/** Self time per function (mapped to its source), and per package or folder of ours. */
export function summarise(profile, map, top) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const selfMicros = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i + 1] ?? 0
    selfMicros.set(profile.samples[i], (selfMicros.get(profile.samples[i]) ?? 0) + delta)
  }
  const functions = new Map()
  const places = new Map()
  let total = 0
  for (const [nodeId, micros] of selfMicros) {
    const frame = byId.get(nodeId)?.callFrame
    if (!frame || frame.functionName === '(idle)') continue
    total += micros
    const source = placeOf(frame, map)
    const name = `${frame.functionName || '(anonymous)'} ${source.file}${source.line ? `:${source.line}` : ''}`
    functions.set(name, (functions.get(name) ?? 0) + micros)
    places.set(source.place, (places.get(source.place) ?? 0) + micros)
  }
  const rank = (entries) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, micros]) => ({ name, ms: Math.round(micros / 1000), share: Math.round((micros / total) * 1000) / 10 }))
  return { cpuMs: Math.round(total / 1000), topFunctions: rank(functions), byPlace: rank(places) }
}

/** The original file of a sampled frame, and the place it belongs to: a package, or a folder of ours. */
function placeOf(frame, map) {
  if (!frame.url) return { file: frame.functionName.startsWith('(') ? '' : '(native)', line: 0, place: frame.functionName || '(native)' }
  const original = map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber })
  const file = original?.source ? original.source.replace(/^.*?(node_modules\/|worker\/|client\/|shared\/)/, '$1') : frame.url
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  const ours = /^(worker|client|shared)\/([^/]+)/.exec(file)
  const place = pkg ? pkg[1] : ours ? `${ours[1]}/${ours[2]}` : file
  return { file, line: original?.line ?? frame.lineNumber + 1, place }
}

export function printProfile({ cpuMs, topFunctions, byPlace }) {
  console.log(`\nCPU profile of cache-miss renders (issue 22 §2): ${cpuMs} ms of CPU sampled, self time`)
  console.log('  by package or folder of ours:')
  for (const entry of byPlace) console.log(`    ${String(entry.share).padStart(5)} %  ${String(entry.ms).padStart(6)} ms  ${entry.name}`)
  console.log('  top functions:')
  for (const entry of topFunctions)
    console.log(`    ${String(entry.share).padStart(5)} %  ${String(entry.ms).padStart(6)} ms  ${entry.name}`)
}
