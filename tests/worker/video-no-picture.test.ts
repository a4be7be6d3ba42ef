import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { runRead } from '../../worker/db/read'
import { videoEntryRead } from '../../worker/db/video-entries'
import { videosRead } from '../../worker/db/video-feed'
import { searchVideos } from '../../worker/db/video-search'
import { listLatestVideos } from '../../worker/db/videos'
import { seedDemo } from './helpers'

// Issue 20 §5: an entry without a picture (thumbnail_key '') never yields an image URL with an empty key
// ('/images/300x169/' is a 404 in the browser): its category's hero picture stands in, else the URL is ''
// (the client's "no picture": the placeholder).

const EMPTY_KEY = /^\/images\/(?:fit-in\/)?(?:\d+x\d+\/)?$/

async function pictureless(): Promise<{ entryId: string; categoryId: number }> {
  const [newest] = await listLatestVideos(env.DB, 1)
  const entryId = newest?.mediaData.entryId ?? ''
  await env.DB.prepare("UPDATE videos SET thumbnail_key = '' WHERE entry_id = ?1").bind(entryId).run()
  const row = await env.DB.prepare('SELECT category_id FROM videos WHERE entry_id = ?1').bind(entryId).first<{ category_id: number }>()
  return { entryId, categoryId: row?.category_id ?? 0 }
}

/** The thumbnail URL of `entryId` in the latest list, a category page, its own entry page and search. */
async function urlsOf(entryId: string, categoryId: number): Promise<string[]> {
  const now = new Date()
  const latest = (await listLatestVideos(env.DB, 50)).find((v) => v.mediaData.entryId === entryId)
  const page = await runRead(env.DB, videosRead(env.DB, { source: 'category', categoryId }, { pageIndex: 0, pageSize: 100 }, now))
  const inCategory = page.items.find((v) => v.mediaData.entryId === entryId)
  const entry = await runRead(env.DB, videoEntryRead(env.DB, entryId, now))
  const search = await searchVideos(env.DB, {
    title: '',
    categories: [],
    teams: [],
    seasons: [],
    duration: [],
    pageIndex: 0,
    pageSize: 500,
    now,
  })
  const found = search.items.find((v) => v.mediaData.entryId === entryId)
  return [latest, inCategory, entry?.item, found].map((item) => {
    expect(item).toBeDefined()
    return item?.mediaData.thumbnailUrl ?? 'missing'
  })
}

describe('a video without a picture', () => {
  beforeEach(async () => {
    await seedDemo()
  })

  it("shows its category's hero picture in every list and on its page", async () => {
    const { entryId, categoryId } = await pictureless()
    await env.DB.prepare("UPDATE video_categories SET hero_image_key = 'video-categories/hero.jpg' WHERE id = ?1").bind(categoryId).run()
    const [latest, inCategory, entry, search] = await urlsOf(entryId, categoryId)
    expect(latest).toBe('/images/300x169/video-categories/hero.jpg')
    expect(inCategory).toBe('/images/300x169/video-categories/hero.jpg')
    expect(entry).toBe('/images/300x169/video-categories/hero.jpg')
    expect(search).toBe('/images/video-categories/hero.jpg')
  })

  it('with a category without a hero picture (or none at all), its URL is "", never one with an empty key', async () => {
    const { entryId, categoryId } = await pictureless()
    await env.DB.prepare('UPDATE video_categories SET hero_image_key = NULL WHERE id = ?1').bind(categoryId).run()
    const urls = await urlsOf(entryId, categoryId)
    expect(urls).toEqual(['', '', '', ''])
    for (const url of urls) expect(url).not.toMatch(EMPTY_KEY)
    await env.DB.prepare("UPDATE video_categories SET hero_image_key = '' WHERE id = ?1").bind(categoryId).run()
    expect(await urlsOf(entryId, categoryId)).toEqual(['', '', '', ''])
  })

  it('a video with its own picture keeps it over the hero picture', async () => {
    const [newest] = await listLatestVideos(env.DB, 1)
    const entryId = newest?.mediaData.entryId ?? ''
    const row = await env.DB.prepare('SELECT category_id FROM videos WHERE entry_id = ?1').bind(entryId).first<{ category_id: number }>()
    const [latest, , entry] = await urlsOf(entryId, row?.category_id ?? 0)
    expect(latest).toBe(`/images/300x169/videos/${entryId}.jpg`)
    expect(entry).toBe(`/images/300x169/videos/${entryId}.jpg`)
  })
})
