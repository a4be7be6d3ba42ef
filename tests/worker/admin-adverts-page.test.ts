import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { seedDemo, visibleText } from './helpers'

// Issue 19 §6: the back office's Adverts section (adverts, sponsors, slots, the advertisers' report) is for administrators.

const html = { headers: { Accept: 'text/html' } }

beforeEach(() => seedDemo())

// The first render of the back office in a fresh worker passed vitest's 5 s default on this busy 2-core machine
// (a time-out, not a pass condition).
describe('/admin/adverts', { timeout: 30_000 }, () => {
  // Issue 22 §5: the section's tabs come with its code in the browser (tests/unit/admin-sections-markup.test.ts).
  it('an administrator gets the shell with Adverts marked in the navigation, the section loading', async () => {
    const response = await (await staff('admin')).fetch('/admin/adverts/report', html)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<a href="/admin/adverts" aria-current="page">Adverts</a>')
    expect(visibleText(page)).toContain('Loading the back office…')
  })

  it('an editor is told it is for administrators, and has no Adverts entry in the menu', async () => {
    const page = await (await (await staff('editor')).fetch('/admin/adverts', html)).text()
    expect(visibleText(page)).toContain('Administrators only')
    expect(page).not.toContain('href="/admin/adverts"')
  })
})
