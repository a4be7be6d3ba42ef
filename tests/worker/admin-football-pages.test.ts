import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { seedDemo, visibleText } from './helpers'

// Issue 19 §4: the Football data section, its shell server-rendered for staff; the old import address still works.

const html = { headers: { Accept: 'text/html' } }

beforeEach(() => seedDemo())

// The first render of a run compiles the back office's chunk: on a busy 2-core machine that passed vitest's 5 s default
// (a time-out, not a pass condition).
describe('/admin/football', { timeout: 30_000 }, () => {
  // Issue 22 §5: the server renders the shell around a loading state; the section (its sub-navigation and pages)
  // comes with its code in the browser (tests/unit/admin-sections-markup.test.ts shows what it renders first).
  it.each([
    '/admin/football',
    '/admin/football/players',
    '/admin/football/fixtures',
    '/admin/football/teams',
    '/admin/football/seasons',
    '/admin/football/tables',
    '/admin/football/import',
    '/admin/imports',
  ])('%s: the shell with Football data marked in the navigation, the section loading', async (path) => {
    const response = await (await staff('editor')).fetch(path, html)
    expect(response.status).toBe(200)
    const page = await response.text()
    expect(page).toContain('<a href="/admin/football" aria-current="page">Football data</a>')
    expect(visibleText(page)).toContain('Loading the back office…')
  })
})
