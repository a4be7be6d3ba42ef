/**
 * Issue 21 §7 "Figures refresh live (the same push)": the operations view's
 * socket, built as the match push is (§1): one OpsWatch object
 * (idFromName('ops')) holds the administrators' sockets with the hibernation
 * API, so an open view costs nothing between changes. Whatever records
 * figures tells it (./ops-changed.ts); it sends every socket
 * {"type":"changed"} at most once per OPS_PUSH_MS, and the view reads
 * GET /api/admin/ops again. The figures stay in their store: a push only says
 * that they moved (the view's window and the store's reading are the API's).
 */
import { DurableObject } from 'cloudflare:workers'
import { OPS_PUSH_MS, OPS_SOCKET_PING, OPS_SOCKET_PONG } from '../../shared/rules/ops-push'
import type { Bindings } from '../env'

const CHANGED = JSON.stringify({ type: 'changed' })
const READY = JSON.stringify({ type: 'ready' })

export class OpsWatch extends DurableObject<Bindings> {
  /** When the last push went out; in memory only: after an eviction the next change goes out at once. */
  private lastSentAt = 0

  constructor(ctx: DurableObjectState, env: Bindings) {
    super(ctx, env)
    // The view's keep-alive is answered by the runtime without waking the object.
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair(OPS_SOCKET_PING, OPS_SOCKET_PONG))
  }

  /** GET /api/admin/ops/socket, forwarded once the administrator is known (worker/routes/admin-ops.ts). */
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') return new Response('Expected Upgrade: websocket', { status: 426 })
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket]
    this.ctx.acceptWebSocket(server)
    server.send(READY)
    return new Response(null, { status: 101, webSocket: client })
  }

  /** Figures were recorded. Returns how many views watch: with none, the caller stays quiet a while. */
  async changed(now = Date.now()): Promise<number> {
    const watchers = this.ctx.getWebSockets().length
    if (watchers === 0) return 0
    if (now - this.lastSentAt >= OPS_PUSH_MS) this.pushChanged(now)
    else if ((await this.ctx.storage.getAlarm()) === null) await this.ctx.storage.setAlarm(this.lastSentAt + OPS_PUSH_MS)
    return watchers
  }

  /** The change that came inside the last push's second goes out now. */
  async alarm(): Promise<void> {
    this.pushChanged(Date.now())
  }

  /** The view says nothing but its keep-alive (answered by the runtime); anything else is ignored. */
  async webSocketMessage(): Promise<void> {}

  async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(code === 1005 ? 1000 : code, 'closed')
    } catch {
      // Already closed.
    }
  }

  private pushChanged(now: number): void {
    this.lastSentAt = now
    for (const ws of this.ctx.getWebSockets()) {
      try {
        ws.send(CHANGED)
      } catch {
        // A socket closing meanwhile: its close handler tidies up.
      }
    }
  }
}
