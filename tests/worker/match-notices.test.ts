import { env } from 'cloudflare:workers'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { MatchNotice, MatchPushMessage } from '../../shared/schemas/match-push'
import type { ApiError } from './auth-helpers'
import { Browser } from './auth-helpers'
import { get, pageData, seedDemo, visibleText } from './helpers'
import { administrator, closeSockets, LIVE, MatchSocket } from './match-push-helpers'

// Issue 21 §6: the club speaks during an incident. Notices are stored (a supporter who arrives later sees the
// current one), pushed to the match's open pages, cleared when resolved; administrators only.

beforeEach(async () => {
  await seedDemo()
})
afterEach(closeSockets)

const MESSAGE = { en: 'The video has stopped; audio commentary continues', ar: 'توقف البث المرئي، ويستمر التعليق الصوتي' }
const notice = (attributes: Record<string, unknown>) => ({ data: { type: 'notice', attributes } })
const stored = async () => (await env.DB.prepare('SELECT count(*) AS n FROM match_notices').first<{ n: number }>())?.n
const codeOf = async (response: Response) => ((await response.json()) as ApiError).errors[0]?.code

async function noticesOf(path: string): Promise<MatchNotice[]> {
  const { body } = await pageData(path)
  return (body.data.attributes.page as { notices: MatchNotice[] }).notices
}

describe('POST /api/admin/notices and DELETE /api/admin/notices/{id}', () => {
  it("a match notice is stored, pushed to the match's sockets, in the match centre's data; clearing it pushes notice-cleared", async () => {
    const socket = await MatchSocket.open(LIVE)
    await socket.untilReady()
    const admin = await administrator()
    const posted = await admin.post('/api/admin/notices', notice({ matchId: LIVE, message: MESSAGE }))
    expect(posted.status).toBe(201)
    const created = ((await posted.json()) as { data: { id: string; attributes: MatchNotice } }).data
    expect(created.attributes).toEqual({
      id: Number(created.id),
      matchId: LIVE,
      streamId: null,
      message: MESSAGE,
      createdAt: expect.any(String),
    })

    const pushed = (await socket.next()) as MatchPushMessage
    expect(pushed).toMatchObject({ id: 1, type: 'notice', matchId: LIVE, data: created.attributes })
    // A supporter who arrives later: the page's own data has it.
    expect(await noticesOf(`/match/${LIVE}`)).toEqual([created.attributes])
    const audit = await env.DB.prepare(`SELECT action FROM audit_log WHERE subject_type = 'notice' ORDER BY id`).all<{ action: string }>()
    expect(audit.results.map((r) => r.action)).toEqual(['create'])

    expect((await admin.fetch(`/api/admin/notices/${created.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await socket.next()) as MatchPushMessage).toMatchObject({ id: 2, type: 'notice-cleared', data: { id: Number(created.id) } })
    expect(await noticesOf(`/match/${LIVE}`)).toEqual([])
    const resolved = await env.DB.prepare('SELECT resolved_at FROM match_notices WHERE id = ?').bind(Number(created.id)).first()
    expect(resolved?.resolved_at).toEqual(expect.any(String))
    // Cleared already: nothing current to clear.
    const again = await admin.fetch(`/api/admin/notices/${created.id}`, { method: 'DELETE' })
    expect(again.status).toBe(404)
    expect(await codeOf(again)).toBe('notice_not_found')
  })

  it("a stream's notice goes to the live match carrying the stream: its sockets, its centre and the stream's live page", async () => {
    const socket = await MatchSocket.open(LIVE)
    await socket.untilReady()
    const admin = await administrator()
    const posted = await admin.post('/api/admin/notices', notice({ streamId: 'live-match-video', message: MESSAGE }))
    expect(posted.status).toBe(201)
    const created = ((await posted.json()) as { data: { attributes: MatchNotice } }).data.attributes
    expect(created).toMatchObject({ matchId: LIVE, streamId: 'live-match-video' })
    expect((await socket.next()) as MatchPushMessage).toMatchObject({ type: 'notice', data: created })
    expect(await noticesOf('/live/video/live-match-video')).toEqual([created])
    expect(await noticesOf(`/match/${LIVE}`)).toEqual([created])
    // The match's other stream shows the match's own notices, not the video's.
    expect(await noticesOf('/live/audio/live-audio-commentary')).toEqual([])
    // The server-rendered pages show it in their language, in a polite live region.
    const english = await (await get('/live/video/live-match-video')).text()
    expect(english).toMatch(/<div class="club-notices" role="status" aria-live="polite"><p[^>]*lang="en"[^>]*>/)
    expect(visibleText(english)).toContain(MESSAGE.en)
    const arabic = visibleText(await (await get('/live/video/live-match-video?lang=ar')).text())
    expect(arabic).toContain(MESSAGE.ar)
    expect(arabic).not.toContain(MESSAGE.en)
    expect(visibleText(await (await get(`/match/${LIVE}`)).text())).toContain(MESSAGE.en)
  })

  it('is for administrators only: 401 signed out, 403 for an editor and a supporter; nothing stored', async () => {
    const body = notice({ matchId: LIVE, message: MESSAGE })
    expect((await new Browser().post('/api/admin/notices', body)).status).toBe(401)
    for (const role of ['editor', undefined] as const) {
      const browser = role
        ? await administrator(role)
        : await (async () => {
            const b = new Browser()
            await b.signIn('supporter@example.com')
            return b
          })()
      const refused = await browser.post('/api/admin/notices', body)
      expect(refused.status).toBe(403)
      expect(await codeOf(refused)).toBe('forbidden')
      expect((await browser.fetch('/api/admin/notices/1', { method: 'DELETE' })).status).toBe(403)
    }
    expect(await stored()).toBe(0)
  })

  it('bad input gets a 4xx with a stable code and stores nothing', async () => {
    const admin = await administrator()
    const cases: Array<[unknown, number, string]> = [
      [notice({ matchId: LIVE, message: { en: '<b>Stopped</b>', ar: MESSAGE.ar } }), 400, 'notice_message_invalid'],
      [notice({ matchId: LIVE, message: { en: MESSAGE.en, ar: '<script>x</script>' } }), 400, 'notice_message_invalid'],
      [notice({ matchId: LIVE, message: { en: 'x'.repeat(10_000), ar: MESSAGE.ar } }), 400, 'notice_message_invalid'],
      [notice({ matchId: LIVE, message: { en: '   ', ar: MESSAGE.ar } }), 400, 'notice_message_invalid'],
      [notice({ matchId: LIVE, message: { en: 'line\nbreak\u0007', ar: MESSAGE.ar } }), 400, 'notice_message_invalid'],
      [notice({ matchId: LIVE, message: { en: MESSAGE.en } }), 400, 'notice_message_invalid'],
      [notice({ message: MESSAGE }), 400, 'notice_target_invalid'],
      [notice({ matchId: 999_999, message: MESSAGE }), 404, 'notice_target_invalid'],
      [notice({ streamId: 'no-such-stream', message: MESSAGE }), 404, 'notice_target_invalid'],
      [notice({ streamId: '../etc/passwd', message: MESSAGE }), 400, 'bad_request'],
      [notice({ matchId: '21', message: MESSAGE }), 400, 'bad_request'],
      [notice({ matchId: LIVE, message: MESSAGE, html: true }), 400, 'bad_request'],
      ['not json', 400, 'bad_request'],
    ]
    for (const [body, status, code] of cases) {
      const response = await admin.fetch('/api/admin/notices', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      })
      expect([response.status, await codeOf(response)], JSON.stringify(body).slice(0, 80)).toEqual([status, code])
    }
    for (const id of ['0', 'abc', '1e3', '99999']) {
      const response = await admin.fetch(`/api/admin/notices/${id}`, { method: 'DELETE' })
      expect([response.status, await codeOf(response)]).toEqual([404, 'notice_not_found'])
    }
    expect(await stored()).toBe(0)
  })
})
