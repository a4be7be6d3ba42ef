// The worker's own JavaScript heap, read through the inspector wrangler dev
// opens on its workerd (the process started with --inspector-addr): a full
// garbage collection first, then the heap in use. Resident memory (/proc) only
// says how much the process holds; V8 gives memory back lazily, so a heap that
// is flat after a collection is what "no leak" means.
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import WebSocket from 'ws'

const WORKER = 'core:user:club-site'

/**
 * The inspector port of the workerd of this process group that runs the
 * worker. wrangler dev starts it with --inspector-addr=localhost:0, so the port
 * is found among the process's listening sockets (/proc) as the one whose
 * /json lists the worker.
 */
export async function inspectorPort(group) {
  for (const pid of workerdPids(group)) {
    const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')
    if (!args.some((a) => a.startsWith('--inspector-addr='))) continue
    for (const port of listeningPorts(pid)) {
      try {
        const targets = await (await fetch(`http://127.0.0.1:${port}/json`, { signal: AbortSignal.timeout(2000) })).json()
        if (Array.isArray(targets) && targets.some((t) => t.id === WORKER)) return port
      } catch {
        // not the inspector
      }
    }
  }
  return null
}

function workerdPids(group) {
  const pids = []
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'))
      if (comm === 'workerd' && Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === group) pids.push(pid)
    } catch {
      // the process ended while we looked
    }
  }
  return pids
}

/** TCP ports a process listens on: its socket inodes matched against /proc/net/tcp{,6} in state LISTEN (0A). */
function listeningPorts(pid) {
  const inodes = new Set()
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))
      if (match) inodes.add(match[1])
    } catch {
      // closed while we looked
    }
  }
  const ports = []
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/)
      if (cols[3] === '0A' && inodes.has(cols[9])) ports.push(Number.parseInt(cols[1].split(':').at(-1), 16))
    }
  }
  return ports
}

/** MB of JavaScript heap in use after a full collection, or null when the inspector does not answer. */
export function heapAfterCollection(port) {
  return new Promise((resolve) => {
    if (!port) {
      resolve(null)
      return
    }
    const ws = new WebSocket(`ws://127.0.0.1:${port}/${WORKER}`)
    const timer = setTimeout(() => finish(null), 30_000)
    const finish = (value) => {
      clearTimeout(timer)
      ws.terminate()
      resolve(value)
    }
    ws.on('open', () => {
      ws.send(JSON.stringify({ id: 1, method: 'HeapProfiler.collectGarbage' }))
      ws.send(JSON.stringify({ id: 2, method: 'Runtime.getHeapUsage' }))
    })
    ws.on('message', (data) => {
      const message = JSON.parse(String(data))
      if (message.id === 2) finish(message.result ? Math.round((message.result.usedSize / 1024 / 1024) * 10) / 10 : null)
    })
    ws.on('error', () => finish(null))
  })
}
