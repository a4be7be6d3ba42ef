import { env } from 'cloudflare:workers'
import { beforeEach, describe, expect, it } from 'vitest'
import { takeConsoleErrors } from './console-guard'
import { get, seedDemo, visibleText } from './helpers'

beforeEach(async () => {
  await seedDemo()
})

/** Issue 13 §8, SPEC §8.3: what the supporter sees when a part of the data fails. */
describe('faults', () => {
  it('sponsors and footer adverts failing to load leave their areas empty; the page still renders', async () => {
    const before = await (await get('/news')).text()
    expect(before).toContain('sponsor-rows')
    await env.DB.exec('DROP TABLE sponsors')
    await env.DB.exec('DROP TABLE footer_adverts')
    const response = await get('/news')
    expect(response.status).toBe(200)
    const html = await response.text()
    expect(visibleText(html)).toContain('News')
    expect(html).not.toContain('Principal Partners')
    expect(html).not.toContain('footer-advert__link')
    expect(takeConsoleErrors().sort()).toEqual([
      'footer adverts failed to load; the area stays empty',
      'section sponsor failed to load; the area stays empty',
      'sponsor rows failed to load; the area stays empty',
    ])
  })

  it('the main content failing is the §8.3 error page with its status, never a stack trace', async () => {
    await env.DB.exec('DROP TABLE news_to_categories')
    const response = await get('/news')
    expect(response.status).toBe(500)
    const html = await response.text()
    expect(visibleText(html)).toMatch(/500/)
    expect(html).not.toMatch(/at .*\.(ts|js):\d+|no such table|D1_ERROR/)
    expect(takeConsoleErrors()).toContain('request failed')
  })

  it('an image missing from R2 is a 404', async () => {
    const response = await get('/images/news/no-such-photo.jpg', { headers: { Accept: 'image/*' } })
    expect(response.status).toBe(404)
    await response.arrayBuffer()
  })
})
