import { beforeEach, describe, expect, it } from 'vitest'
import { staff } from './admin-articles-helpers'
import { seedDemo, visibleText } from './helpers'

// Issue 19 §4: the Football data section, server-rendered for staff, with its sub-navigation; the old import address still works.

const html = { headers: { Accept: 'text/html' } }

beforeEach(() => seedDemo())

// The first render of a run compiles the back office's chunk: on a busy 2-core machine that passed vitest's 5 s default
// (a time-out, not a pass condition).
describe('/admin/football', { timeout: 30_000 }, () => {
  it.each([
    ['/admin/football', 'New player'],
    ['/admin/football/players', 'New player'],
    ['/admin/football/fixtures', 'New fixture'],
    ['/admin/football/teams', 'New team'],
    ['/admin/football/seasons', 'New competition'],
    ['/admin/football/tables', 'League tables'],
    ['/admin/football/import', 'Import fixtures or a league table'],
    ['/admin/imports', 'Import fixtures or a league table'],
  ])('%s: the section with its sub-navigation and the page (%s)', async (path, text) => {
    const response = await (await staff('editor')).fetch(path, html)
    expect(response.status).toBe(200)
    const page = visibleText(await response.text())
    for (const label of ['Football data', 'Players', 'Fixtures', 'Teams', 'Seasons & competitions', 'League tables', 'Import CSV'])
      expect(page).toContain(label)
    expect(page).toContain(text)
  })
})
