import { runDurableObjectAlarm } from 'cloudflare:test'
import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { staff } from './admin-articles-helpers'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { figures } from './ops-helpers'
import { check, LIVE_AUDIO_ASSET } from './session-check-helpers'

// Issue 21 §7 "Figures refresh live (the same push)": the operations view's socket hears 'changed' when
// figures are recorded, and only administrators may hold one.

beforeEach(() => seedDemo())

class OpsSocket {
  readonly frames: string[] = []
  readonly closed: Promise<number>
  constructor(readonly ws: WebSocket) {
    ws.addEventListener('message', (event) => this.frames.push(String(event.data)))
    this.closed = new Promise((resolve) => ws.addEventListener('close', (event) => resolve(event.code)))
    ws.accept()
  }
  count(type: string): number {
    return this.frames.filter((frame) => frame === JSON.stringify({ type })).length
  }
}

const opened: OpsSocket[] = []
afterEach(async () => {
  for (const socket of opened.splice(0)) {
    socket.ws.close(1000, 'test over')
    await socket.closed
  }
})

async function openAs(browser: Browser): Promise<OpsSocket> {
  const response = await browser.fetch('/api/admin/ops/socket', { headers: { Upgrade: 'websocket' } })
  expect(response.status).toBe(101)
  const socket = new OpsSocket(response.webSocket as WebSocket)
  opened.push(socket)
  await vi.waitFor(() => expect(socket.count('ready')).toBe(1))
  return socket
}

const watch = () => env.OPS_WATCH.get(env.OPS_WATCH.idFromName('ops'))

describe('GET /api/admin/ops/socket', () => {
  it('a session check recorded while an administrator watches is pushed to the view as "changed"', async () => {
    const admin = await staff('admin')
    const view = await openAs(admin)
    const before = (await figures(admin)).checks.reduce((n, minute) => n + minute.total, 0)
    // The isolate may have been told 'nobody watches' by an earlier test (it then stays quiet 5 s):
    // checks go on until one is pushed. The pass condition is the push and the count, not a time.
    await vi.waitFor(
      async () => {
        if (view.count('changed') === 0) await check(new Browser(), LIVE_AUDIO_ASSET, 5, 'GB')
        expect(view.count('changed')).toBeGreaterThan(0)
      },
      { timeout: 15_000, interval: 500 },
    )
    const after = (await figures(admin)).checks.reduce((n, minute) => n + minute.total, 0)
    expect(after).toBeGreaterThan(before)
  })

  it('changes inside one second make one push at once and one more when the second is over', async () => {
    const view = await openAs(await staff('admin'))
    const now = Date.now() + 60_000
    expect(await watch().changed(now)).toBe(1)
    expect(await watch().changed(now + 100)).toBe(1)
    expect(await watch().changed(now + 200)).toBe(1)
    await vi.waitFor(() => expect(view.count('changed')).toBe(1))
    // The trailing push waits for its alarm; run it now rather than wait.
    expect(await runDurableObjectAlarm(watch())).toBe(true)
    await vi.waitFor(() => expect(view.count('changed')).toBe(2))
  })

  it('with no view open the object says so, and pushes nothing', async () => {
    expect(await watch().changed()).toBe(0)
    expect(await runDurableObjectAlarm(watch())).toBe(false)
  })

  it.each([
    ['a visitor not signed in', async () => new Browser(), 401],
    ['a supporter', async () => staff(null), 403],
    ['an editor', async () => staff('editor'), 403],
  ])('%s gets no socket', async (_who, browserOf, status) => {
    const response = await (await browserOf()).fetch('/api/admin/ops/socket', { headers: { Upgrade: 'websocket' } })
    expect(response.status).toBe(status)
    expect(response.webSocket).toBeNull()
  })

  it("a page of another site cannot open it with an administrator's cookie", async () => {
    const response = await (await staff('admin')).fetch('/api/admin/ops/socket', {
      headers: { Upgrade: 'websocket', Origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
    expect(response.webSocket).toBeNull()
  })

  it('a request that is not a WebSocket upgrade gets 426', async () => {
    const response = await (await staff('admin')).fetch('/api/admin/ops/socket')
    expect(response.status).toBe(426)
    expect(((await response.json()) as { errors: { code: string }[] }).errors[0]?.code).toBe('upgrade_required')
  })
})
