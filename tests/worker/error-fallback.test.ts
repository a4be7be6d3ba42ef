import { describe, expect, it } from 'vitest'
import { takeConsoleErrors } from './console-guard'
import { get, visibleText } from './helpers'

// No seed here: without its settings the site cannot render a page, and the
// error page cannot render either, which is the case SPEC §2.2 provides for.
describe('when the error page itself fails', () => {
  it('a plain page says so, gives details without a stack and links home', async () => {
    const response = await get('/')
    expect(response.status).toBe(500)
    const html = await response.text()
    const text = visibleText(html)
    expect(text).toContain('An error occurred while showing the error page')
    expect(text).toContain('error status 500')
    expect(html).toContain('<a href="/">Back to the home page</a>')
    expect(html).not.toMatch(/at .*\.(ts|js):\d+|site_settings/)

    // The failure is logged for operators (and only that): expected here.
    expect(takeConsoleErrors()).toEqual(['request failed', 'error page failed'])
  })

  it('the API still answers JSON with a stable code', async () => {
    const response = await get('/api/page?path=/')
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ errors: [{ code: 'internal_error', message: 'Something went wrong on our side' }] })
    expect(takeConsoleErrors()).toEqual(['request failed'])
  })
})
