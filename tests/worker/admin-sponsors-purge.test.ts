import { describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { attributesOf, createItem, libraryPicture, send } from './admin-commerce-helpers'
import { get } from './helpers'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 19 §6 with issue 13 §2: sponsors and adverts are in every page's frame, so a change to one moves
// the whole site's cache generation on (worker/admin/purge-site.ts). Runs in the worker-cache project.

withStillClockAndSeed()

describe('advert and sponsor changes reach cached pages', { timeout: 30_000 }, () => {
  it('a new sponsor row: the home page and the news list miss at once and their new copies show it; a refused save purges nothing', async () => {
    const admin = await staff('admin')
    for (const path of ['/', '/news']) await cached(path)
    const refused = await createItem(admin, '/api/admin/sponsor-rows', 'sponsorRow', { adminName: '' })
    expect(refused.status).toBe(400)
    expect(await cacheOf('/news')).toBe('HIT')
    const row = await attributesOf(
      await createItem(admin, '/api/admin/sponsor-rows', 'sponsorRow', {
        adminName: 'Supporters club partners',
        title: 'Supporters Club Partners',
        titleSize: 'h3',
        sponsorSize: 'small',
        forcedOrder: 8,
        published: true,
      }),
    )
    await cached('/news')
    const sponsor = await createItem(admin, '/api/admin/sponsors', 'sponsor', {
      rowId: row.id,
      title: 'Larch Laundry',
      adminName: 'Larch Laundry',
      campaignId: '',
      mediaLibraryId: '',
      url: 'https://larch.example.com',
      imageKey: await libraryPicture(),
      published: true,
      forcedOrder: 0,
      childFriendly: true,
    })
    expect(sponsor.status).toBe(201)
    expect(await cacheOf('/')).toBe('MISS')
    expect(await (await get('/news')).text()).toContain('Supporters Club Partners')
    const deleted = await send(admin, 'DELETE', `/api/admin/sponsor-rows/${row.id}`, { version: row.version })
    expect(deleted.status).toBe(204)
    expect(await (await get('/news')).text()).not.toContain('Supporters Club Partners')
  })
})
