import { env } from 'cloudflare:workers'
import { decodeJwt } from 'jose'
import { describe, expect, it } from 'vitest'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'

interface KSession {
  Status: number
  KSession: string
  playbackUrl: string
  Message?: string
}

/** A published, released video whose entitlement list is exactly `entitlements` (picked from the seeded D1). */
async function videoWith(entitlements: string[]): Promise<{ entryId: string; playbackId: string }> {
  const row = await env.DB.prepare(
    `SELECT entry_id, playback_id FROM videos WHERE entitlements = ?1 AND status = 'published' AND release_from <= ?2 ORDER BY id LIMIT 1`,
  )
    .bind(JSON.stringify(entitlements), new Date().toISOString())
    .first<{ entry_id: string; playback_id: string }>()
  if (!row) throw new Error(`the seed has no video for ${JSON.stringify(entitlements)}`)
  return { entryId: row.entry_id, playbackId: row.playback_id }
}

async function grantFor(browser: Browser, entryId: string): Promise<{ response: Response; body: KSession }> {
  const response = await browser.fetch(`/api/streamline/ksession/${entryId}`)
  return { response, body: (await response.json()) as KSession }
}

const FREE = ['?']
const PREMIUM = ['subscriber']

// SPEC §4.4 codes for each demo account × (a free '?' video, a premium ['subscriber'] video).
describe('the playback grant GET /api/streamline/ksession/{entryId}', () => {
  it.each<{ who: string; email: string | null; free: number; premium: number }>([
    { who: 'an anonymous visitor', email: null, free: -1, premium: 0 },
    { who: 'supporter@ (freemium)', email: 'supporter@example.com', free: -1, premium: 1 },
    { who: 'subscriber@', email: 'subscriber@example.com', free: -1, premium: -1 },
    { who: 'blocked@', email: 'blocked@example.com', free: -1, premium: 3 },
  ])('$who: a free video answers $free, a premium one $premium', async ({ email, free: freeStatus, premium: premiumStatus }) => {
    await seedDemo()
    const browser = new Browser()
    if (email) await browser.signIn(email)
    const [free, premium] = [await videoWith(FREE), await videoWith(PREMIUM)]
    for (const [video, status] of [
      [free, freeStatus],
      [premium, premiumStatus],
    ] as const) {
      const { response, body } = await grantFor(browser, video.entryId)
      expect(response.status).toBe(200)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      expect(body.Status).toBe(status)
      if (status === -1) {
        expect(body.KSession).not.toBe('')
        expect(body.playbackUrl).toBe(`/media/${video.playbackId}/master.m3u8?token=${encodeURIComponent(body.KSession)}`)
      } else {
        expect(body).toEqual({ Status: status, KSession: '', playbackUrl: '' })
      }
    }
  })

  // SPEC §2.7, issue 9 §6: the full commentary of a played match, on demand, granted as a full replay is.
  it.each<{ who: string; email: string | null; status: number }>([
    { who: 'an anonymous visitor', email: null, status: 0 },
    { who: 'supporter@ (freemium)', email: 'supporter@example.com', status: 1 },
    { who: 'subscriber@', email: 'subscriber@example.com', status: -1 },
    { who: 'plus@', email: 'plus@example.com', status: -1 },
    { who: 'blocked@', email: 'blocked@example.com', status: 3 },
  ])('$who: the full commentary of the latest result answers $status', async ({ email, status }) => {
    await seedDemo()
    const browser = new Browser()
    if (email) await browser.signIn(email)
    // The men's latest result (match 20, before the live game) names its commentary.
    const match = await env.DB.prepare('SELECT audio_entry_id, status FROM matches WHERE id = 20').first<{
      audio_entry_id: string
      status: string
    }>()
    expect(match).toEqual({ audio_entry_id: '1_audio020', status: 'fulltime' })
    const { response, body } = await grantFor(browser, '1_audio020')
    expect(response.status).toBe(200)
    expect(body.Status).toBe(status)
    if (status !== -1) {
      expect(body).toEqual({ Status: status, KSession: '', playbackUrl: '' })
      return
    }
    // The audio-only recording, with a token of this account for this entry.
    expect(body.playbackUrl).toBe(`/media/audio-demo/master.m3u8?token=${encodeURIComponent(body.KSession)}`)
    expect(decodeJwt(body.KSession)).toMatchObject({ pid: 'audio-demo', asset: '1_audio020' })
    expect(decodeJwt(body.KSession).sub).not.toBe('anonymous')
  })

  it('on-demand commentary is never listed with the videos', async () => {
    await seedDemo()
    const { n } = (await env.DB.prepare(`SELECT count(*) AS n FROM audio_entries WHERE title LIKE 'Full commentary:%'`).first<{
      n: number
    }>())!
    expect(n).toBeGreaterThan(0)
    const search = (await (await new Browser().fetch('/api/videos/search?title=Full%20commentary')).json()) as { meta: { total: number } }
    expect(search.meta.total).toBe(0)
  })

  it('a subscriber asking for a video only the plus tier unlocks gets 2 (insufficient entitlements); plus@ gets it', async () => {
    await seedDemo()
    const { entryId } = await videoWith(PREMIUM)
    await env.DB.prepare(`UPDATE videos SET entitlements = '["plus"]' WHERE entry_id = ?`).bind(entryId).run()
    const subscriber = new Browser()
    await subscriber.signIn('subscriber@example.com')
    expect((await grantFor(subscriber, entryId)).body).toEqual({ Status: 2, KSession: '', playbackUrl: '' })
    const plus = new Browser()
    await plus.signIn('plus@example.com')
    expect((await grantFor(plus, entryId)).body.Status).toBe(-1)
  })

  it("the token names the account, the playback id and the entry, and lives five minutes; a free item's token names nobody", async () => {
    await seedDemo()
    const browser = new Browser()
    await browser.signIn('subscriber@example.com')
    const premium = await videoWith(PREMIUM)
    const claims = decodeJwt((await grantFor(browser, premium.entryId)).body.KSession)
    expect(claims).toMatchObject({ sub: 'demo-subscriber', pid: premium.playbackId, asset: premium.entryId, aud: 'club-media' })
    expect(claims.exp! - claims.iat!).toBe(300)
    const free = await videoWith(FREE)
    expect(decodeJwt((await grantFor(browser, free.entryId)).body.KSession)).toMatchObject({ sub: 'anonymous', asset: free.entryId })
  })

  it('a demo recording is shared only by entries the same viewers may play: free, signed-in and paid each have their own', async () => {
    await seedDemo()
    const { results } = await env.DB.prepare(
      `SELECT playback_id, entitlements FROM videos UNION ALL SELECT playback_id, entitlements FROM audio_entries`,
    ).all<{ playback_id: string; entitlements: string }>()
    const audience = (codes: string[]) => (codes.includes('?') ? 'free' : codes.length === 0 || codes.includes('*') ? 'members' : 'paid')
    const audiences = new Map<string, Set<string>>()
    for (const row of results) {
      const seen = audiences.get(row.playback_id) ?? new Set<string>()
      seen.add(audience(JSON.parse(row.entitlements) as string[]))
      audiences.set(row.playback_id, seen)
    }
    expect(Object.fromEntries([...audiences].map(([pid, seen]) => [pid, [...seen]]))).toEqual({
      'vod-demo-1': ['free'],
      'vod-demo-2': ['members'],
      'vod-demo-3': ['paid'],
      'audio-demo': ['paid'],
    })
  })

  it("an empty entitlement list follows the service's lock flag", async () => {
    await seedDemo()
    const { entryId } = await videoWith(PREMIUM)
    await env.DB.prepare(`UPDATE videos SET entitlements = '[]' WHERE entry_id = ?`).bind(entryId).run()
    const browser = new Browser()
    await browser.signIn('supporter@example.com')
    expect((await grantFor(browser, entryId)).body.Status).toBe(-1)
    await env.DB.prepare(
      `UPDATE site_settings SET value = json_set(value, '$.lockEmptyEntitlements', json('true')) WHERE key = 'videoService'`,
    ).run()
    expect((await grantFor(browser, entryId)).body.Status).toBe(1)
  })

  it('an unknown, unpublished or malformed entry is a 404 error, never a grant', async () => {
    await seedDemo()
    const { entryId } = await videoWith(FREE)
    await env.DB.prepare(`UPDATE videos SET status = 'draft' WHERE entry_id = ?`).bind(entryId).run()
    const browser = new Browser()
    for (const id of ['1_nosuchid', entryId, 'a%2e%2e', `${'x'.repeat(65)}`, "1_x'or'1'='1"]) {
      const response = await browser.fetch(`/api/streamline/ksession/${id}`)
      expect(response.status).toBe(404)
      const body = (await response.json()) as ApiError
      expect(body.errors[0]?.code).toBe('not_found')
    }
  })
})
