import { useEffect, useState } from 'react'
import { OPS_LIVE_POLL_MS, OPS_POLL_MS, OPS_SOCKET_PING, readOpsFrame } from '../../../shared/rules/ops-push'
import { reconnectDelay, SOCKET_STABLE_AFTER_MS } from '../../../shared/rules/reconnect-backoff'

/** The keep-alive, well inside the idle time-outs of proxies (answered by the runtime, the object stays asleep). */
const PING_MS = 30_000

function socketUrl(): string {
  const url = new URL('/api/admin/ops/socket', window.location.href)
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:'
  return url.href
}

/**
 * Issue 21 §7 "Figures refresh live (the same push)": the view holds a socket
 * to the OpsWatch object (worker/ops/ops-watch.ts) and reads the figures
 * again each time it says 'changed' (at most once a second), and once as it
 * (re)connects, for what moved while it was away. Without the socket it reads
 * them every OPS_POLL_MS and reconnects with backoff and full jitter
 * (shared/rules/reconnect-backoff.ts); with it, every OPS_LIVE_POLL_MS all the
 * same (a change an isolate did not push). A hidden tab reads nothing; it reads
 * once when shown again. Returns whether the figures come by push just now.
 */
export function useOpsRefresh(reload: () => void): { live: boolean } {
  const [live, setLive] = useState(false)
  useEffect(() => {
    let socket: WebSocket | null = null
    let open = false
    let stopped = false
    let attempt = 0
    let missed = false
    let lastRead = Date.now()
    let retry: ReturnType<typeof setTimeout> | undefined
    const refresh = () => {
      lastRead = Date.now()
      if (document.visibilityState === 'visible') reload()
      else missed = true
    }
    const connect = () => {
      const ws = new WebSocket(socketUrl())
      socket = ws
      let openedAt = 0
      ws.addEventListener('message', (event) => {
        const frame = readOpsFrame(event.data)
        if (!frame) return
        if (frame.type === 'ready') {
          open = true
          openedAt = Date.now()
          setLive(true)
        }
        refresh()
      })
      ws.addEventListener('close', () => {
        if (socket === ws) socket = null
        open = false
        setLive(false)
        if (stopped) return
        if (openedAt > 0 && Date.now() - openedAt >= SOCKET_STABLE_AFTER_MS) attempt = 0
        retry = setTimeout(connect, reconnectDelay(attempt++, Math.random()))
      })
    }
    connect()
    const poll = setInterval(() => {
      if (!open || Date.now() - lastRead >= OPS_LIVE_POLL_MS) refresh()
    }, OPS_POLL_MS)
    const ping = setInterval(() => {
      if (open) socket?.send(OPS_SOCKET_PING)
    }, PING_MS)
    const onVisible = () => {
      if (document.visibilityState === 'visible' && missed) {
        missed = false
        reload()
      }
    }
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      stopped = true
      clearTimeout(retry)
      clearInterval(poll)
      clearInterval(ping)
      document.removeEventListener('visibilitychange', onVisible)
      socket?.close(1000, 'view closed')
    }
  }, [reload])
  return { live }
}
