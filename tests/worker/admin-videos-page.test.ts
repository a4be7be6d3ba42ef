import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { get, seedDemo, visibleText } from './helpers'

// Issue 20 §2: the back office's Videos section is served like the others: its shell server-rendered, staff only.

const html = { headers: { Accept: 'text/html' } }

beforeEach(() => seedDemo())

// The first server render of the back office loads its modules: slow on a busy 2-core machine (a time-out, not a pass condition).
describe('the Videos section of the back office', { timeout: 30_000 }, () => {
  // Issue 22 §5: the server renders the shell around a loading state; the section (its upload zone and list)
  // comes with its code in the browser (tests/unit/admin-sections-markup.test.ts shows what it renders first).
  it.each(['editor', 'admin'] as const)('an %s gets the shell with Videos marked in the navigation, the section loading', async (role) => {
    const response = await (await staff(role)).fetch('/admin/videos', html)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(page).toMatch(/<a href="\/admin\/videos" aria-current="page">Videos<\/a>/)
    expect(page).toContain('<p role="status">Loading the back office…</p>')
    expect(visibleText(page)).not.toContain('Upload videos')
  })

  it('opens a video by its entry id (with its underscore), its details loading in the browser', async () => {
    const response = await (await staff('editor')).fetch('/admin/videos/1_ab12cd34', html)
    expect(response.status).toBe(200)
    expect(visibleText(await response.text())).toContain('Loading the back office…')
  })

  it('is for staff only: signed out a sign-in prompt, a supporter a refusal; an id with path characters is no page', async () => {
    expect((await get('/admin/videos')).status).toBe(401)
    const supporter = await (await staff(null)).fetch('/admin/videos', html)
    expect(supporter.status).toBe(403)
    expect(visibleText(await supporter.text())).not.toContain('Upload videos')
    expect((await (await staff('editor')).fetch('/admin/videos/1_ab.cd', html)).status).toBe(404)
  })

  it('is offered in the menu of every other section to editors', async () => {
    const page = await (await (await staff('editor')).fetch('/admin', html)).text()
    expect(page).toMatch(/<a href="\/admin\/videos">Videos<\/a>/)
  })
})
