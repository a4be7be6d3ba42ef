import { env, exports } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { type ApiError, Browser } from './auth-helpers'
import { seedDemo } from './helpers'

// Issue 20 §6 "Captions": an editor uploads WebVTT per entry and language; the entry's master playlist
// lists it; the gateway serves it only with that entry's grant.

const MASTER = `#EXTM3U
#EXT-X-VERSION:7
#EXT-X-INDEPENDENT-SEGMENTS
#EXT-X-STREAM-INF:BANDWIDTH=200000,RESOLUTION=426x240
low/index.m3u8
#EXT-X-STREAM-INF:BANDWIDTH=800000,RESOLUTION=1280x720
high/index.m3u8
`
const GOOD_VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\n<v Commentator>Kick-off!</v>\n\n00:00:05.000 --> 00:00:07.000\nGoal!\n'
const ARABIC_VTT = 'WEBVTT\n\n00:00:01.000 --> 00:00:04.000\nانطلاق المباراة\n'

interface Entry {
  entryId: string
  playbackId: string
}

/** A published entry playing from media/{playbackId}/ with a master playlist, open to subscribers. */
async function putEntry(entryId: string, columns: { provider?: string; state?: string; entitlements?: string[] } = {}): Promise<Entry> {
  const playbackId = `cap-${entryId.toLowerCase()}`
  const at = new Date(Date.now() - 60_000).toISOString()
  await env.DB.prepare(
    `INSERT INTO videos (entry_id, title, duration_seconds, entitlements, thumbnail_key, created_at, release_from, playback_id, provider, processing_state)
     VALUES (?1, ?1, 95, ?2, 'videos/test.jpg', ?3, ?3, ?4, ?5, ?6)`,
  )
    .bind(
      entryId,
      JSON.stringify(columns.entitlements ?? ['subscriber']),
      at,
      playbackId,
      columns.provider ?? 'r2',
      columns.state ?? 'ready',
    )
    .run()
  await env.MEDIA.put(`media/${playbackId}/master.m3u8`, MASTER)
  return { entryId, playbackId }
}

const captionsPath = (entryId: string, lang: string) => `/api/admin/videos/${entryId}/captions/${lang}`
const upload = (browser: Browser, entryId: string, lang: string, vtt: string) =>
  browser.fetch(captionsPath(entryId, lang), { method: 'PUT', headers: { 'Content-Type': 'text/vtt' }, body: vtt })
const remove = (browser: Browser, entryId: string, lang: string) => browser.fetch(captionsPath(entryId, lang), { method: 'DELETE' })

const media = (path: string) => exports.default.fetch(new Request(`http://localhost${path}`))
const stored = async (key: string) => (await env.MEDIA.get(key))?.text() ?? null
const errorOf = async (response: Response) => ((await response.json()) as ApiError).errors[0]
const row = (entryId: string) =>
  env.DB.prepare('SELECT captions, version FROM videos WHERE entry_id = ?').bind(entryId).first<{ captions: string; version: number }>()

/** The playback URL the grant endpoint gives `browser` for the entry ('' without a grant). */
async function grantOf(browser: Browser, entryId: string): Promise<string> {
  return ((await (await browser.fetch(`/api/streamline/ksession/${entryId}`)).json()) as { playbackUrl: string }).playbackUrl
}

beforeEach(() => seedDemo())

describe('an editor uploads captions', () => {
  it('a valid file is stored, listed in the master on every variant, audited, and served only with that entry’s grant', async () => {
    const entry = await putEntry('1_captions')
    const other = await putEntry('1_other')
    const editor = await staff('editor')
    const response = await upload(editor, entry.entryId, 'en', GOOD_VTT)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      data: { type: 'video', id: entry.entryId, attributes: { captions: ['en'], version: 2, cues: 2 } },
    })
    expect(await row(entry.entryId)).toEqual({ captions: '["en"]', version: 2 })
    const master = (await stored(`media/${entry.playbackId}/master.m3u8`)) ?? ''
    expect(master).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,URI="captions/en.m3u8"',
    )
    const variants = master.split('\n').filter((line) => line.startsWith('#EXT-X-STREAM-INF:'))
    expect(variants).toHaveLength(2)
    for (const variant of variants) expect(variant).toMatch(/,SUBTITLES="subs"$/)
    expect(await stored(`media/${entry.playbackId}/captions/en.m3u8`)).toContain('#EXT-X-TARGETDURATION:95\n')
    const audit = await env.DB.prepare("SELECT action, subject_id, after_json FROM audit_log WHERE subject_type = 'video'").all()
    expect(audit.results).toEqual([
      { action: 'captions.upload', subject_id: entry.entryId, after_json: JSON.stringify({ captions: ['en'], language: 'en', cues: 2 }) },
    ])

    // A subscriber's grant: the master names the subtitle playlist with the token, which names the file with it.
    const subscriber = new Browser()
    await subscriber.signIn('subscriber@example.com')
    const playbackUrl = await grantOf(subscriber, entry.entryId)
    const servedMaster = await (await media(playbackUrl)).text()
    const token = new URL(playbackUrl, 'http://localhost').searchParams.get('token') ?? ''
    const subtitleUri = /URI="(captions\/en\.m3u8\?token=[^"]+)"/.exec(servedMaster)?.[1]
    expect(subtitleUri).toBe(`captions/en.m3u8?token=${encodeURIComponent(token)}`)
    const subtitles = await (await media(`/media/${entry.playbackId}/${subtitleUri}`)).text()
    expect(subtitles).toContain(`en.vtt?token=${encodeURIComponent(token)}`)
    const vtt = await media(`/media/${entry.playbackId}/captions/en.vtt?token=${encodeURIComponent(token)}`)
    expect(vtt.status).toBe(200)
    expect(vtt.headers.get('Content-Type')).toBe('text/vtt; charset=utf-8')
    expect(await vtt.text()).toBe(GOOD_VTT)

    // A caption file anywhere but captions/ is no path of ours: 404 before the token is looked at.
    await env.MEDIA.put(`media/${entry.playbackId}/low/en.vtt`, GOOD_VTT)
    expect((await media(`/media/${entry.playbackId}/low/en.vtt?token=${encodeURIComponent(token)}`)).status).toBe(404)

    // Without a token, with another entry's, and for a supporter without the grant: no captions.
    const noToken = await media(`/media/${entry.playbackId}/captions/en.vtt`)
    expect(noToken.status).toBe(401)
    expect((await errorOf(noToken))?.code).toBe('invalid_token')
    const otherToken = new URL(await grantOf(subscriber, other.entryId), 'http://localhost').searchParams.get('token') ?? ''
    const wrong = await media(`/media/${entry.playbackId}/captions/en.vtt?token=${encodeURIComponent(otherToken)}`)
    expect(wrong.status).toBe(403)
    expect(await wrong.text()).not.toContain('Kick-off')
    const supporter = new Browser()
    await supporter.signIn('supporter@example.com')
    expect(await grantOf(supporter, entry.entryId)).toBe('')
  })

  it('an English and an Arabic file; removing one keeps the other, removing the last restores the master', async () => {
    const entry = await putEntry('1_both')
    const editor = await staff('editor')
    expect((await upload(editor, entry.entryId, 'en', GOOD_VTT)).status).toBe(200)
    expect((await upload(editor, entry.entryId, 'ar', ARABIC_VTT)).status).toBe(200)
    const both = (await stored(`media/${entry.playbackId}/master.m3u8`)) ?? ''
    expect(both).toContain('NAME="العربية",LANGUAGE="ar"')
    expect(both.match(/TYPE=SUBTITLES/g)).toHaveLength(2)

    // Uploading English again replaces it, and the master still lists each language once.
    expect((await upload(editor, entry.entryId, 'en', GOOD_VTT.replace('Goal!', 'Goal, 41′'))).status).toBe(200)
    expect(await stored(`media/${entry.playbackId}/captions/en.vtt`)).toContain('Goal, 41′')
    expect(((await stored(`media/${entry.playbackId}/master.m3u8`)) ?? '').match(/TYPE=SUBTITLES/g)).toHaveLength(2)

    const removed = await remove(editor, entry.entryId, 'en')
    expect(removed.status).toBe(200)
    expect(((await removed.json()) as { data: { attributes: { captions: string[] } } }).data.attributes.captions).toEqual(['ar'])
    expect(await stored(`media/${entry.playbackId}/captions/en.vtt`)).toBeNull()
    expect(await stored(`media/${entry.playbackId}/captions/en.m3u8`)).toBeNull()
    const arabicOnly = (await stored(`media/${entry.playbackId}/master.m3u8`)) ?? ''
    expect(arabicOnly).not.toContain('LANGUAGE="en"')
    expect(arabicOnly).toContain('LANGUAGE="ar"')

    expect((await remove(editor, entry.entryId, 'ar')).status).toBe(200)
    expect(await stored(`media/${entry.playbackId}/master.m3u8`)).toBe(MASTER)
    expect(await row(entry.entryId)).toEqual({ captions: '[]', version: 6 }) // five changes
    const again = await remove(editor, entry.entryId, 'ar')
    expect(again.status).toBe(404)
  })
})

describe('a caption upload that is refused stores nothing', () => {
  it.each<[string, string, string]>([
    ['a <script>', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n<script>alert(1)</script>\n', "Line 4: '<script>' is not a WebVTT cue tag"],
    ['broken timing', 'WEBVTT\n\n00:00:01,000 --> 00:00:02,000\nHi\n', 'Line 3: the cue timing does not parse'],
    ['an end before its start', 'WEBVTT\n\n00:00:05.000 --> 00:00:02.000\nHi\n', 'Line 3: the cue ends before it starts'],
    ['not WebVTT at all', '{"captions": true}', "Line 1: a WebVTT file starts with the word 'WEBVTT'"],
  ])('%s → 422 caption_invalid with the line', async (_name, vtt, message) => {
    const entry = await putEntry('1_refused')
    const response = await upload(await staff('editor'), entry.entryId, 'en', vtt)
    expect(response.status).toBe(422)
    const error = await errorOf(response)
    expect(error?.code).toBe('caption_invalid')
    expect(error?.message).toContain(message)
    expect(await stored(`media/${entry.playbackId}/captions/en.vtt`)).toBeNull()
    expect(await stored(`media/${entry.playbackId}/captions/en.m3u8`)).toBeNull()
    expect(await stored(`media/${entry.playbackId}/master.m3u8`)).toBe(MASTER)
    expect(await row(entry.entryId)).toEqual({ captions: '[]', version: 1 })
  })

  it('a file over 1 MB → 413', async () => {
    const entry = await putEntry('1_big')
    const response = await upload(
      await staff('editor'),
      entry.entryId,
      'en',
      `WEBVTT\n\n00:01.000 --> 00:02.000\n${'a'.repeat(1024 * 1024)}`,
    )
    expect(response.status).toBe(413)
    expect((await errorOf(response))?.code).toBe('payload_too_large')
    expect(await stored(`media/${entry.playbackId}/master.m3u8`)).toBe(MASTER)
  })

  it.each<[string, string]>([
    ['an entry id with ..', captionsPath('%2E%2E', 'en')],
    ['an entry id with an encoded /', captionsPath('1_ok%2F..%2Fother', 'en')],
    ['an entry id with a dot', captionsPath('1_ok.x', 'en')],
    ['an unknown entry', captionsPath('1_nobody', 'en')],
    ['a language other than en or ar', captionsPath('1_ok', 'fr')],
    ['a language with path characters', captionsPath('1_ok', 'en%2F..')],
  ])('%s → 404', async (_name, path) => {
    const entry = await putEntry('1_ok')
    const response = await (await staff('editor')).fetch(path, { method: 'PUT', headers: { 'Content-Type': 'text/vtt' }, body: GOOD_VTT })
    expect(response.status).toBe(404)
    expect((await errorOf(response))?.code).toBe('not_found')
    expect(await stored(`media/${entry.playbackId}/master.m3u8`)).toBe(MASTER)
  })

  it.each<[string, { provider?: string; state?: string }, string, string]>([
    ['media still processing', { state: 'waiting_for_packaging' }, 'media_not_ready', 'once the video’s media are ready'],
    ['a failed upload', { state: 'failed' }, 'media_not_ready', 'once the video’s media are ready'],
    ['a Cloudflare Stream entry', { provider: 'cloudflare-stream' }, 'captions_not_supported', 'uploaded in Stream for now'],
  ])('%s → 409', async (_name, columns, code, words) => {
    const entry = await putEntry('1_notyet', columns)
    const response = await upload(await staff('editor'), entry.entryId, 'en', GOOD_VTT)
    expect(response.status).toBe(409)
    const error = await errorOf(response)
    expect(error?.code).toBe(code)
    expect(error?.message).toContain(words)
    expect(await stored(`media/${entry.playbackId}/captions/en.vtt`)).toBeNull()
  })
})
