// Issue 22 §2 "npm run bench": where a cache-miss render spends its CPU. The
// worker's own V8 profiler, through wrangler dev's inspector proxy (a fresh
// connection straight to workerd's own inspector is never answered while
// wrangler holds its session), samples while each page is
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

/** wrangler dev's inspector proxy: 9229, or the next free port when that one was taken. */
const PROXY_PORTS = Array.from({ length: 10 }, (_, i) => 9229 + i)
const SAMPLING_MICROSECONDS = 200
/** The name workerd gives wrangler dev's bundle in the inspector. */
const BUNDLE_URL = 'index.js'

/**
 * The worker's CPU profile while `work` runs (wrangler dev's inspector), summarised: the top entries and the
 * share per package. wrangler turns the Network domain on for its devtools: every D1 query copied to the
 * inspector would be profiled too, so it is turned off first.
 */
export async function profileWorker(work, top) {
  const url = await proxyUrl()
  if (!url) throw new Error("wrangler dev's inspector proxy was not found on ports 9229-9238")
  const inspector = await connect(url)
  try {
    await inspector.call('Network.disable')
    await inspector.call('Profiler.enable')
    await inspector.call('Profiler.setSamplingInterval', { interval: SAMPLING_MICROSECONDS })
    await inspector.call('Profiler.start')
    const result = await withinDeadline(work(), WORK_DEADLINE_MS)
    const { profile } = await inspector.call('Profiler.stop')
    return { result, summary: summarise(profile, sourceMapOfDevBundle(), top) }
  } finally {
    inspector.close()
  }
}

/** A stalled runtime fails the section with a reason instead of holding the whole bench (a whole run once waited 13 min). */
const WORK_DEADLINE_MS = 5 * 60_000

function withinDeadline(promise, ms) {
  let timer
  const deadline = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the profiled work did not finish within ${ms / 60_000} min: the runtime stalled`)), ms)
  })
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer))
}

/** Profiles `rendersPerPage` cache-miss renders of each page; resolves to the top entries and the share per package. */
export async function profileRenders(origin, { pages, rendersPerPage, connections = 4, top = 15, headers = {} }) {
  const { summary } = await profileWorker(async () => {
    for (const page of pages) await renderMisses(origin, page.path, rendersPerPage, connections, headers)
  }, top)
  return { ...summary, bootBytes: await bootBytesOf(origin, pages) }
}

/** The boot data each page serialises for hydration (self.__BOOT__=…), in bytes before compression. */
async function bootBytesOf(origin, pages) {
  const sizes = {}
  for (const page of pages) {
    const { text } = await send(origin, page.path)
    const boot = /self\.__BOOT__=(.*?)<\/script>/s.exec(text)?.[1] ?? ''
    sizes[page.name ?? page.path] = Buffer.byteLength(boot)
  }
  return sizes
}

async function renderMisses(origin, path, count, connections, headers) {
  const separator = path.includes('?') ? '&' : '?'
  let next = 0
  const worker = async () => {
    while (next < count) {
      const n = next++
      await send(origin, `${path}${separator}bench-miss=profile-${Date.now()}-${n}`, { headers })
    }
  }
  await Promise.all(Array.from({ length: connections }, worker))
}

/** The worker's inspector through wrangler dev's proxy (also the push section's D1 count and check profile). */
export async function proxyUrl() {
  for (const port of PROXY_PORTS) {
    try {
      const targets = await (await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(2000) })).json()
      const worker = Array.isArray(targets) ? targets.find((t) => t.description === 'workers') : null
      if (worker?.webSocketDebuggerUrl) return worker.webSocketDebuggerUrl
    } catch {
      // nothing there, or not wrangler's proxy
    }
  }
  return null
}

/** `onEvent(method, params)` hears what the inspector sends unasked (the Network domain's requests). */
export function connect(url, onEvent = null) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { maxPayload: 512 * 1024 * 1024 })
    const waiting = new Map()
    let id = 0
    ws.on('message', (data) => {
      const message = JSON.parse(data.toString())
      if (message.id === undefined && message.method) return onEvent?.(message.method, message.params)
      const pending = waiting.get(message.id)
      if (!pending) return
      waiting.delete(message.id)
      if (message.error) pending.reject(new Error(message.error.message))
      else pending.resolve(message.result)
    })
    ws.on('error', reject)
    ws.on('open', () =>
      resolve({
        // Each call gives up after a minute (the profile's own answer is the big one) rather than hang the bench.
        call: (method, params = {}) =>
          new Promise((done, fail) => {
            id += 1
            const callId = id
            const timer = setTimeout(() => {
              waiting.delete(callId)
              fail(new Error(`the worker's inspector did not answer ${method} within 60 s`))
            }, 60_000)
            const settle = (fn) => (value) => {
              clearTimeout(timer)
              fn(value)
            }
            waiting.set(callId, { resolve: settle(done), reject: settle(fail) })
            ws.send(JSON.stringify({ id: callId, method, params }))
          }),
        close: () => ws.terminate(),
      }),
    )
  })
}

/** The source map wrangler dev wrote beside the bundle it serves (the newest .wrangler/tmp/dev-*). */
export function sourceMapOfDevBundle() {
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

/**
 * Self time per function (mapped to its source), and per package or folder of ours. A built-in without
 * a script of its own (a RegExp, URL, TextEncoder, a binding) is charged to the JavaScript function that
 * called it, marked '(built-ins)', so the report says whose calls cost what.
 */
export function summarise(profile, map, top) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parentOf = new Map()
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id)
  const selfMicros = new Map()
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i + 1] ?? 0
    selfMicros.set(profile.samples[i], (selfMicros.get(profile.samples[i]) ?? 0) + delta)
  }
  const functions = new Map()
  const places = new Map()
  let total = 0
  for (const [nodeId, micros] of selfMicros) {
    const sampled = byId.get(nodeId)?.callFrame
    if (!sampled || sampled.functionName === '(idle)') continue
    total += micros
    const scripted = sampled.url || sampled.functionName.startsWith('(')
    let frameId = nodeId
    while (!scripted && frameId !== undefined && !byId.get(frameId)?.callFrame.url) frameId = parentOf.get(frameId)
    const frame = scripted ? sampled : (byId.get(frameId)?.callFrame ?? sampled)
    const source = placeOf(frame, map)
    const name = `${frame.functionName || '(anonymous)'}${scripted ? '' : ' (built-ins)'} ${source.file}${source.line ? `:${source.line}` : ''}`
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
  // Only the bundle is mapped: the runtime's own modules (cloudflare-internal:…, node-internal:…) keep their names.
  const original = frame.url === BUNDLE_URL ? map?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber }) : null
  const file = original?.source ? original.source.replace(/^.*?(node_modules\/|worker\/|client\/|shared\/)/, '$1') : frame.url
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file)
  const ours = /^(worker|client|shared)\/([^/]+)/.exec(file)
  const place = pkg ? pkg[1] : ours ? `${ours[1]}/${ours[2]}` : file
  return { file, line: original?.line ?? frame.lineNumber + 1, place }
}

export function printProfile({ cpuMs, topFunctions, byPlace, bootBytes }) {
  console.log(`\nCPU profile of cache-miss renders (issue 22 §2): ${cpuMs} ms of CPU sampled, self time`)
  console.log(
    `  boot data per page (bytes before compression): ${Object.entries(bootBytes ?? {})
      .map(([page, bytes]) => `${page} ${bytes}`)
      .join(', ')}`,
  )
  console.log('  by package or folder of ours:')
  for (const entry of byPlace) console.log(`    ${String(entry.share).padStart(5)} %  ${String(entry.ms).padStart(6)} ms  ${entry.name}`)
  console.log('  top functions:')
  for (const entry of topFunctions)
    console.log(`    ${String(entry.share).padStart(5)} %  ${String(entry.ms).padStart(6)} ms  ${entry.name}`)
}
