import { expect, test } from './fixtures'

// Static files are served before the worker runs (wrangler [assets]); client/public/_headers gives them headers.
test('static files carry the security headers, hashed assets are cached for a year, and _headers itself is not served', async ({
  page,
}) => {
  await page.goto('/')
  const entry = await page.locator('script[type="module"][src^="/assets/entry-"]').first().getAttribute('src')
  expect(entry).toBeTruthy()
  const asset = await page.request.get(entry!)
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['x-content-type-options']).toBe('nosniff')
  expect(asset.headers()['x-frame-options']).toBe('DENY')
  const robots = await page.request.get('/robots.txt')
  expect(robots.headers()['x-content-type-options']).toBe('nosniff')
  expect((await page.request.get('/_headers')).status()).toBe(404)
})
