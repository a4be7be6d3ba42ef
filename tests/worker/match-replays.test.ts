import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createMatchReplay } from '../../worker/media/replays'
import { LIVE_LOOP_ANCHOR_MS } from '../../worker/streaming/live-playlists'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { get, seedDemo, visibleText } from './helpers'
import { addEvent, codeOf, lastAudit, send, signedIn, upcomingMatch } from './match-console-helpers'

// Issue 20 §4: replays minutes after full time, from the embedded live window's loop recording.

const SEGMENTS = 15 // a 60 s loop of 4 s segments, as worker/dev/make-media.mjs makes it
const RENDITIONS = ['audio', '540p'] // read from the master playlist: nothing assumes the demo's names
const seg = (i: number) => `seg_${String(i).padStart(3, '0')}.m4s`

async function putLoop(): Promise<void> {
  const media = `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-PLAYLIST-TYPE:VOD\n#EXT-X-MAP:URI="init.mp4"\n${Array.from(
    { length: SEGMENTS },
    (_, i) => `#EXTINF:4.000000,\n${seg(i)}`,
  ).join('\n')}\n#EXT-X-ENDLIST\n`
  const master =
    '#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="a",NAME="Audio",DEFAULT=YES,URI="audio/index.m3u8"\n' +
    '#EXT-X-STREAM-INF:BANDWIDTH=900000,CODECS="avc1.64001f,mp4a.40.2",AUDIO="a"\n540p/index.m3u8\n'
  const put = (key: string, body: string) => env.MEDIA.put(`media/live-video/${key}`, body)
  await put('master.m3u8', master)
  for (const rendition of RENDITIONS) {
    await put(`${rendition}/index.m3u8`, media)
    await put(`${rendition}/live.m3u8`, 'not a file of the recording')
    await put(`${rendition}/init.mp4`, `${rendition} init`)
    for (let i = 0; i < SEGMENTS; i += 1) await put(`${rendition}/${seg(i)}`, `${rendition} segment ${i}`)
  }
}

/** An upcoming match carrying the live video, kicked off on the console 95 minutes ago, with a goal and a card. */
async function playedMatch(editor: Browser): Promise<number> {
  const id = await upcomingMatch()
  await env.DB.prepare("UPDATE matches SET video_asset_id = 'live-match-video' WHERE id = ?").bind(id).run()
  expect((await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status: 'live' })).status).toBe(200)
  const row = await env.DB.prepare('SELECT kicked_off_at FROM matches WHERE id = ?').bind(id).first<{ kicked_off_at: string }>()
  expect(Math.abs(Date.parse(row!.kicked_off_at) - Date.now())).toBeLessThan(60_000)
  await env.DB.prepare('UPDATE matches SET kicked_off_at = ? WHERE id = ?')
    .bind(new Date(Date.now() - 95 * 60_000).toISOString(), id)
    .run()
  await addEvent(editor, id, { type: 'goal', minute: 41, side: 'home', playerName: 'Sam Striker' })
  await addEvent(editor, id, { type: 'yellow-card', minute: 63, side: 'away', playerName: 'Dan Defender' })
  return id
}

async function replayRow(id: number) {
  return env.DB.prepare(
    `SELECT v.entry_id, v.playback_id, v.provider, v.processing_state, v.status, v.title, v.entitlements, v.duration_seconds, v.chapters,
            v.version, v.match_id, c.slug AS category, m.video_entry_id, m.kicked_off_at, m.full_time_at
       FROM matches m LEFT JOIN videos v ON v.entry_id = m.video_entry_id LEFT JOIN video_categories c ON c.id = v.category_id
      WHERE m.id = ?`,
  )
    .bind(id)
    .first<Record<string, string | number | null>>()
}

const uris = (playlist: string) => playlist.split('\n').filter((line) => line !== '' && !line.startsWith('#'))
/** The loop segment the live window numbers `index` (its media sequence), and where the window's edge was at a moment. */
const edgeAt = (at: string) => Math.floor((Date.parse(at) - LIVE_LOOP_ANCHOR_MS) / 4000) - 1

beforeEach(async () => {
  await seedDemo()
  await putLoop()
})

describe('replays minutes after full time (issue 20 §4)', () => {
  it('full time on the console makes the replay through the queue: granted as the live video, its window as a VOD, chaptered', async () => {
    const editor = await signedIn('editor')
    const id = await playedMatch(editor)
    expect((await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status: 'fulltime' })).status).toBe(200)
    await vi.waitFor(
      async () => {
        if ((await replayRow(id))?.entry_id !== `replay-${id}`) throw new Error('no replay yet')
      },
      { timeout: 20_000, interval: 200 },
    )
    const row = (await replayRow(id))!
    expect(row).toMatchObject({
      playback_id: `replay-${id}`,
      provider: 'r2',
      processing_state: 'ready',
      status: 'published',
      version: 1,
      match_id: id,
      category: 'full-match-replay',
      video_entry_id: `replay-${id}`,
    })
    expect(row.title).toMatch(/^Full match replay: .+ v .+$/)
    expect(JSON.parse(row.entitlements as string)).toEqual(['subscriber', 'plus', `match-pass:${id}`])

    // The live window's own numbering: from the segment playing at kick-off to the last finished by full time.
    const first = edgeAt(row.kicked_off_at as string) + 1
    const last = edgeAt(row.full_time_at as string)
    const count = last - first + 1
    expect(count).toBeGreaterThan(1400) // 95 minutes of 4 s segments
    expect(row.duration_seconds).toBe(count * 4)

    // A subscriber of the base tier is granted it (SPEC §1: a subscription unlocks full match replays); a free supporter is not.
    const free = new Browser()
    const freeAccount = await makeAccount()
    await free.signIn(freeAccount.email, freeAccount.password)
    expect(((await (await free.fetch(`/api/streamline/ksession/replay-${id}`)).json()) as { Status: number }).Status).toBe(1)
    const plus = new Browser()
    const plusAccount = await makeAccount({ grants: ['subscriber'] })
    await plus.signIn(plusAccount.email, plusAccount.password)
    const grant = (await (await plus.fetch(`/api/streamline/ksession/replay-${id}`)).json()) as { Status: number; playbackUrl: string }
    expect(grant.Status).toBe(-1)

    // Its master is the loop's; each rendition's playlist lists the window's segments, wrapping as the loop does, and ends.
    const master = await plus.fetch(grant.playbackUrl)
    expect(master.status).toBe(200)
    const masterText = await master.text()
    const variant = uris(masterText)[0]!
    expect(variant).toMatch(/^540p\/index\.m3u8\?token=/)
    for (const rendition of RENDITIONS) {
      const playlist = await (await plus.fetch(`/media/replay-${id}/${rendition}/index.m3u8${variant.slice(variant.indexOf('?'))}`)).text()
      const lines = playlist.split('\n')
      const segments = uris(playlist)
      expect(segments).toHaveLength(count)
      expect(playlist).toContain(`#EXT-X-MEDIA-SEQUENCE:${first}`)
      expect(segments[0]).toMatch(new RegExp(`^${seg(first % SEGMENTS)}\\?token=`))
      expect(lines.filter((l) => l === '#EXT-X-DISCONTINUITY')).toHaveLength(Math.floor(last / SEGMENTS) - Math.floor(first / SEGMENTS))
      // Each discontinuity is the loop starting again: after its last segment, before its first (behind its init).
      lines.forEach((line, i) => {
        if (line !== '#EXT-X-DISCONTINUITY') return
        expect(lines[i - 1]).toMatch(new RegExp(`^${seg(SEGMENTS - 1)}\\?`))
        expect(lines.slice(i + 1).find((l) => !l.startsWith('#'))).toMatch(new RegExp(`^${seg(0)}\\?`))
      })
      expect(playlist.trimEnd().endsWith('#EXT-X-ENDLIST')).toBe(true)
      // The segments play through the media gateway.
      const segment = await plus.fetch(`/media/replay-${id}/${rendition}/${segments[5]}`)
      expect(segment.status).toBe(200)
      expect(await segment.text()).toBe(`${rendition} segment ${(first + 5) % SEGMENTS}`)
    }
    // The loop's live playlists are not part of the replay.
    expect(await env.MEDIA.get(`media/replay-${id}/audio/live.m3u8`)).toBeNull()

    // Chapters from the match events (95 minutes: full time clamped to the end).
    expect(JSON.parse(row.chapters as string)).toEqual([
      { at: 0, kind: 'kickOff', label: 'Kick-off' },
      { at: 40 * 60, kind: 'goal', label: "Goal 41' Sam Striker" },
      { at: 45 * 60, kind: 'halfTime', label: 'Half-time' },
      { at: 60 * 60, kind: 'secondHalf', label: 'Second half' },
      { at: 77 * 60, kind: 'yellowCard', label: "Yellow card 63' Dan Defender" },
      { at: count * 4, kind: 'fullTime', label: 'Full time' },
    ])

    // The entry's page lists them as times, server-rendered (it reads without JavaScript).
    const page = await get(`/videos/replay-${id}`)
    expect(page.status).toBe(200)
    const text = visibleText(await page.text())
    expect(text).toContain('Chapters')
    expect(text).toContain(
      "0:00 Kick-off 40:00 Goal 41' Sam Striker 45:00 Half-time 1:00:00 Second half 1:17:00 Yellow card 63' Dan Defender",
    )
    // The match centre's 'Watch and listen' offers it.
    const centre = await (await get(`/match/${id}`)).text()
    expect(centre).toContain(`href="/videos/replay-${id}"`)
    expect(visibleText(centre)).toContain('Full match replay on Town TV')
  }, 60_000)

  it('an editor remakes it: same ids, version + 1, audited; a match never started is refused 409 match_not_played', async () => {
    const editor = await signedIn('editor')
    const id = await playedMatch(editor)
    expect((await send(editor, 'POST', `/api/admin/matches/${id}/status`, { status: 'fulltime' })).status).toBe(200)
    await vi.waitFor(
      async () => {
        if ((await replayRow(id))?.version !== 1) throw new Error('no replay yet')
      },
      { timeout: 20_000, interval: 200 },
    )
    const remade = await send(editor, 'POST', `/api/admin/matches/${id}/replay`)
    expect(remade.status).toBe(200)
    expect(((await remade.json()) as { data: { attributes: { version: number } } }).data.attributes.version).toBe(2)
    expect(await replayRow(id)).toMatchObject({ entry_id: `replay-${id}`, playback_id: `replay-${id}`, version: 2 })
    expect(await lastAudit()).toMatchObject({ action: 'remakeReplay', subject_type: 'video', subject_id: `replay-${id}` })

    const notStarted = await upcomingMatch()
    const refused = await send(editor, 'POST', `/api/admin/matches/${notStarted}/replay`)
    expect(refused.status).toBe(409)
    expect(await codeOf(refused)).toBe('match_not_played')
    expect((await replayRow(notStarted))?.video_entry_id ?? null).toBeNull()
    expect((await send(editor, 'POST', '/api/admin/matches/999999/replay')).status).toBe(404)
  }, 60_000)

  it('a Cloudflare Stream recording (the Stream webhook’s call): the entry plays from Stream by its uid, chaptered to its length', async () => {
    const editor = await signedIn('editor')
    const id = await playedMatch(editor)
    const uid = 'ab'.repeat(16)
    expect(await createMatchReplay(env, id, { kind: 'stream', uid: 'not-a-uid', durationSeconds: 5700 })).toEqual({
      outcome: 'noRecording',
    })
    expect(await createMatchReplay(env, await upcomingMatch(), { kind: 'stream', uid, durationSeconds: 5700 })).toEqual({
      outcome: 'notPlayed',
    })
    expect(await createMatchReplay(env, id, { kind: 'stream', uid, durationSeconds: 5700 })).toMatchObject({ outcome: 'made', version: 1 })
    const row = (await replayRow(id))!
    expect(row).toMatchObject({ provider: 'cloudflare-stream', playback_id: uid, duration_seconds: 5700, processing_state: 'ready' })
    expect(JSON.parse(row.chapters as string).at(-1)).toEqual({ at: 5700, kind: 'fullTime', label: 'Full time' })
    expect(await lastAudit()).toMatchObject({ action: 'makeReplay', subject_id: `replay-${id}`, actor_email: 'replays@system.invalid' })
  })
})
