import { beforeEach, describe, expect, it } from 'vitest'
import { Browser } from './auth-helpers'
import { seedDemo } from './helpers'
import { imageSize } from './image-bytes'
import { putPicture } from './image-fixtures'

// Issue 21 §8: the /live cards' posters are artwork with words in it ('Live Audio', 'Every first-team game'):
// they are asked of the image service whole (fit-in), never cropped to a thumbnail's 16:9 (the card's CSS then
// contains them: client/components/video/live-cards.css).
beforeEach(() => seedDemo())

describe('the /live cards’ posters', () => {
  it('are fitted whole by the image service, and it serves them', async () => {
    const browser = new Browser()
    const page = await browser.fetch('/api/page?path=/live', { headers: { Accept: 'application/json' } })
    expect(page.status).toBe(200)
    const urls = [...new Set((await page.text()).match(/\/images\/[^"]*streams\/live-(?:audio|video)-poster\.jpg/g) ?? [])]
    expect(urls.sort()).toEqual([
      '/images/fit-in/300x300/streams/live-audio-poster.jpg',
      '/images/fit-in/300x300/streams/live-video-poster.jpg',
    ])
    // The seed's square artwork comes back whole at 300x300; a 16:9 poster would come back whole at 300x169.
    await putPicture('streams/live-audio-poster.jpg', 750, 750)
    await putPicture('streams/live-video-poster.jpg', 1600, 900)
    const sizes = []
    for (const url of urls.sort()) {
      const image = await browser.fetch(url, { headers: { Accept: 'image/jpeg,image/*;q=0.8' } })
      expect(image.status).toBe(200)
      sizes.push(imageSize(new Uint8Array(await image.arrayBuffer())))
    }
    expect(sizes).toEqual([
      { width: 300, height: 300 },
      { width: 300, height: 169 },
    ])
  })
})
