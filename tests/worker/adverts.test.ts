import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { getStoredAdverts, listAdverts, listFeedAdverts } from '../../worker/db/adverts'
import { SEED_NOW } from '../../worker/seed/clock'
import { seedDemo } from './helpers'

const now = new Date(SEED_NOW)

describe('SPEC §3 "Advert (other)" and aggregated-feed adverts', () => {
  beforeEach(() => seedDemo())

  it('an advert reads back with its title, child-friendly flag, url and mobile and desktop images with their sizes', async () => {
    const adverts = await listAdverts(env.DB, { childFriendly: false, now })
    expect(adverts[0]).toEqual({
      advertID: 1,
      advertTitle: 'Town TV: every game, live audio',
      childFriendly: true,
      placement: 'news-article',
      advertData: {
        url: '/videos/subscriptions',
        images: {
          mobile: { key: 'adverts/other-1-mobile.jpg', imageSize: 'mpu' },
          desktop: { key: 'adverts/other-1-desktop.jpg', imageSize: 'banner' },
        },
      },
    })
    expect(adverts[1]?.advertData.images.desktop.imageSize).toBe('large-banner')
  })

  it('only enabled adverts are listed, and child-friendly mode drops those not flagged child friendly (SPEC §5, §6)', async () => {
    const titles = async (childFriendly: boolean) => (await listAdverts(env.DB, { childFriendly, now })).map((a) => a.advertTitle)
    expect(await titles(false)).toEqual([
      'Town TV: every game, live audio',
      'Hospitality at Portman Road',
      'BetNorth: official betting partner 18+',
    ])
    expect(await titles(true)).toEqual(['Town TV: every game, live audio', 'Hospitality at Portman Road'])
    // The disabled one is stored all the same.
    expect((await getStoredAdverts(env.DB, 'other')).map((a) => a.title)).toContain('Junior Blues membership')
  })

  it('a placement lists its own adverts and those for anywhere', async () => {
    const matches = await listAdverts(env.DB, { childFriendly: false, now, placement: 'matches' })
    expect(matches.map((a) => a.advertID)).toEqual([2])
    await env.DB.prepare(`UPDATE adverts SET enabled = 1 WHERE title = 'Junior Blues membership'`).run()
    const again = await listAdverts(env.DB, { childFriendly: false, now, placement: 'matches' })
    expect(again.map((a) => a.placement)).toEqual(['matches', ''])
  })

  it('an advert without its mobile image or url is not shown (SPEC §5); a missing desktop image falls back to the mobile one', async () => {
    await env.DB.batch([
      env.DB.prepare(`DELETE FROM advert_images WHERE advert_id = 1 AND image_type = 'mobile'`),
      env.DB.prepare(`UPDATE adverts SET url = '' WHERE id = 3`),
      env.DB.prepare(`DELETE FROM advert_images WHERE advert_id = 2 AND image_type = 'desktop'`),
    ])
    const adverts = await listAdverts(env.DB, { childFriendly: false, now })
    expect(adverts.map((a) => a.advertID)).toEqual([2])
    expect(adverts[0]?.advertData.images.desktop).toEqual({ key: 'adverts/other-2-mobile.jpg', imageSize: 'mpu' })
  })

  it('adverts outside their UTC window are not listed', async () => {
    expect(await listAdverts(env.DB, { childFriendly: false, now: new Date('2027-07-01T00:00:00.000Z') })).toEqual([])
    expect(await listFeedAdverts(env.DB, { childFriendly: false, now: new Date('2025-06-30T00:00:00.000Z') })).toEqual([])
  })

  it("aggregated-feed adverts carry title, url and imageData.key at image size 'content-feed'; the app-only one is left out", async () => {
    const feed = await listFeedAdverts(env.DB, { childFriendly: true, now })
    expect(feed).toEqual([
      {
        advertID: 5,
        title: 'Christmas at the club shop',
        url: 'https://shop.itfc.example',
        childFriendly: true,
        imageData: { key: 'adverts/other-5-content-feed.jpg', imageSize: 'content-feed' },
        // Its window goes with it: a cached page hides it once ended (SPEC §5).
        startUTC: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        endUTC: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
      expect.objectContaining({ title: 'Season tickets 2026-27', imageData: expect.objectContaining({ imageSize: 'content-feed' }) }),
    ])
  })

  it("an advert's images go with it", async () => {
    await env.DB.prepare(`DELETE FROM adverts WHERE id = 1`).run()
    const left = await env.DB.prepare(`SELECT count(*) AS n FROM advert_images WHERE advert_id = 1`).first<{ n: number }>()
    expect(left?.n).toBe(0)
  })
})
