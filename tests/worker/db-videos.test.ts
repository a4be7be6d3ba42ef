import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { getVideoServiceConfig, listLatestVideos } from '../../worker/db/videos'
import { seedDemo } from './helpers'

describe('latest videos', () => {
  beforeEach(async () => {
    await seedDemo()
  })

  it('lists the newest videos first in the video feed shape', async () => {
    const videos = await listLatestVideos(env.DB, 10)
    expect(videos).toHaveLength(10)
    const created = videos.map((v) => v.publicationData.createdAt)
    expect(created).toEqual([...created].sort().reverse())
    for (const video of videos) {
      expect(video.mediaData.thumbnailUrl).toBe(`/images/300x169/videos/${video.mediaData.entryId}.jpg`)
      expect(Array.isArray(video.metaData.SysEntryEntitlements)).toBe(true)
      expect(video.metaData.VideoDuration).toBeGreaterThan(0)
    }
  })

  it('a video released later does not show among the latest yet, and does once its release time has come', async () => {
    const [newest] = await listLatestVideos(env.DB, 1)
    const later = new Date(Date.now() + 3_600_000)
    await env.DB.prepare('UPDATE videos SET release_from = ?1 WHERE entry_id = ?2')
      .bind(later.toISOString(), newest!.mediaData.entryId)
      .run()
    const ids = (videos: Awaited<ReturnType<typeof listLatestVideos>>) => videos.map((v) => v.mediaData.entryId)
    expect(ids(await listLatestVideos(env.DB, 100))).not.toContain(newest!.mediaData.entryId)
    expect(ids(await listLatestVideos(env.DB, 100, new Date(later.getTime() + 1)))).toContain(newest!.mediaData.entryId)
  })

  it('the library mixes free, logged-in, premium and unrestricted videos of every length', async () => {
    const videos = await listLatestVideos(env.DB, 100)
    const entitlements = new Set(videos.map((v) => JSON.stringify(v.metaData.SysEntryEntitlements)))
    for (const kind of ['["?"]', '["*"]', '["subscriber","plus"]', '[]']) expect(entitlements.has(kind)).toBe(true)
    const durations = videos.map((v) => v.metaData.VideoDuration)
    expect(durations.some((d) => d < 300)).toBe(true)
    expect(durations.some((d) => d >= 300 && d <= 600)).toBe(true)
    expect(durations.some((d) => d > 600)).toBe(true)
  })

  it('the video service configuration has the four feeds with feeds 2 to 4 enabled and no default live assets', async () => {
    const config = await getVideoServiceConfig(env.DB)
    expect(config.feeds.map((f) => [f.id, f.pageName, f.slug, f.enabled])).toEqual([
      [1, 'LATEST', '/videos', false],
      [2, 'LIVE', '/live', true],
      [3, 'SUBSCRIPTIONS & PASSES', '/videos/subscriptions', true],
      [4, 'FAQs', '/videos/faqs', true],
    ])
    expect(config.provider).toMatchObject({ defaultLiveAudioAssetId: null, defaultLiveVideoAssetId: null })
    expect(config.liveUpgradeData).toMatchObject({ requireLoginEntitlement: 'freemium', requireUpgradeEntitlement: 'freemium' })
    expect(typeof config.lockEmptyEntitlements).toBe('boolean')
  })
})
