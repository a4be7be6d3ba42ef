import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { get, seedDemo, visibleText } from './helpers'

// Issue 20 §2: the back office's Videos section is served like the others: server-rendered, staff only.

const html = { headers: { Accept: 'text/html' } }

beforeEach(() => seedDemo())

// The first server render of the back office loads its modules: slow on a busy 2-core machine (a time-out, not a pass condition).
describe('the Videos section of the back office', { timeout: 30_000 }, () => {
  it.each(['editor', 'admin'] as const)('an %s gets the upload zone and the list, with Videos in the navigation', async (role) => {
    const response = await (await staff(role)).fetch('/admin/videos', html)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<meta name="robots" content="noindex,nofollow"/>')
    expect(page).toMatch(/<a href="\/admin\/videos" aria-current="page">Videos<\/a>/)
    const text = visibleText(page)
    expect(text).toContain('Upload videos')
    expect(text).toContain('Drag video files here, or')
    expect(page).toMatch(/<button type="button" class="admin-button admin-button--primary">Choose video files<\/button>/)
    expect(page).toContain('accept="video/mp4,video/quicktime,video/x-matroska,video/webm"')
  })

  it('opens a video by its entry id (with its underscore), loading its details in the browser', async () => {
    const response = await (await staff('editor')).fetch('/admin/videos/1_ab12cd34', html)
    expect(response.status).toBe(200)
    expect(visibleText(await response.text())).toContain('Loading the video…')
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
