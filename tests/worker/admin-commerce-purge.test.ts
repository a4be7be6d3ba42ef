import { describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { fieldsOf, packageOf, send } from './admin-packages-helpers'
import { get } from './helpers'
import { cached, cacheOf, withStillClockAndSeed } from './page-cache-helpers'

// Issue 19 §6 with issue 13 §2: a promo change reaches every cached page (promos are in each page's chrome);
// a package change purges the pages that offer packages, and only those. Runs in the worker-cache project.

withStillClockAndSeed()

// Each test renders pages twice: on a busy 2-core machine that can pass vitest's 5 s default (a time-out, not a pass condition).
describe('commerce changes reach cached pages', { timeout: 30_000 }, () => {
  it('a promo showing from now: every cached page misses at once, and the new copy carries it', async () => {
    for (const path of ['/teams', '/news']) await cached(path)
    const now = Date.now()
    const created = await (await staff('admin')).post('/api/admin/promos', {
      fields: {
        title: 'Cup final tickets on sale',
        type: 'Default',
        channel: 'Web',
        startUtc: new Date(now - 60_000).toISOString(),
        endUtc: new Date(now + 86_400_000).toISOString(),
        url: '/news',
        webNewWindow: false,
        imageKey: 'promos/cup-final.jpg',
        imageAlt: 'Wembley at dusk',
        enabled: true,
      },
    })
    expect(created.status).toBe(201)
    expect(await cacheOf('/teams')).toBe('MISS')
    expect(await cacheOf('/news')).toBe('MISS')
    expect(await (await get('/teams')).text()).toContain('Cup final tickets on sale')
  })

  it('a package saved: the subscriptions page misses at once; a page without packages keeps its copy', async () => {
    for (const path of ['/videos/subscriptions', '/teams']) await cached(path)
    const admin = await staff('admin')
    const pkg = await packageOf(await admin.fetch('/api/admin/packages/town-tv-monthly'))
    const saved = await send(admin, 'PUT', '/api/admin/packages/town-tv-monthly', {
      version: pkg.version,
      fields: { ...fieldsOf(pkg), title: 'Town TV monthly' },
    })
    expect(saved.status).toBe(200)
    expect(await cacheOf('/videos/subscriptions')).toBe('MISS')
    expect(await cacheOf('/teams')).toBe('HIT')
  })
})
