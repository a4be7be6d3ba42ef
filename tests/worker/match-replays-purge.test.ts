import { env } from 'cloudflare:workers'
import { describe, expect, it } from 'vitest'
import { makeAccount } from './account-factory'
import { Browser } from './auth-helpers'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 20 §4 with issue 13 §2: a replay made or remade purges the cached pages showing it: the match centre,
// /videos and the entry's own page. Runs in the worker-cache project.

withStillClockAndSeed()

const LIVE = 21

/** A four-segment loop for the live video, and match 21 ended on the console ten minutes after it kicked off. */
async function endedWithRecording(): Promise<void> {
  const media = `#EXTM3U\n#EXT-X-VERSION:7\n#EXT-X-TARGETDURATION:4\n#EXT-X-MAP:URI="init.mp4"\n${[0, 1, 2, 3]
    .map((i) => `#EXTINF:4.000000,\nseg_00${i}.m4s`)
    .join('\n')}\n#EXT-X-ENDLIST\n`
  await env.MEDIA.put('media/live-video/master.m3u8', '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=1\n360p/index.m3u8\n')
  await env.MEDIA.put('media/live-video/360p/index.m3u8', media)
  for (const name of ['init.mp4', 'seg_000.m4s', 'seg_001.m4s', 'seg_002.m4s', 'seg_003.m4s'])
    await env.MEDIA.put(`media/live-video/360p/${name}`, name)
  const now = Date.now()
  await env.DB.prepare(
    `UPDATE matches SET status = 'fulltime', video_asset_id = 'live-match-video', kicked_off_at = ?2, full_time_at = ?3 WHERE id = ?1`,
  )
    .bind(LIVE, new Date(now - 10 * 60_000).toISOString(), new Date(now).toISOString())
    .run()
}

describe('a replay reaches cached pages', { timeout: 30_000 }, () => {
  it('made: the match centre and /videos miss at once; remade: its own page too', async () => {
    await endedWithRecording()
    const account = await makeAccount({ role: 'editor' })
    const editor = new Browser()
    await editor.signIn(account.email, account.password)
    for (const path of [`/match/${LIVE}`, '/videos']) await cached(path)
    expect((await editor.post(`/api/admin/matches/${LIVE}/replay`, {})).status).toBe(201)
    expect(await cacheOf(`/match/${LIVE}`)).toBe('MISS')
    expect(await cacheOf('/videos')).toBe('MISS')
    await cached(`/videos/replay-${LIVE}`)
    expect((await editor.post(`/api/admin/matches/${LIVE}/replay`, {})).status).toBe(200)
    expect(await cacheOf(`/videos/replay-${LIVE}`)).toBe('MISS')
  })
})
