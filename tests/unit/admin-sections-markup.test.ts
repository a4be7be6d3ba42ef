import { createElement, type FunctionComponent, type ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { proxy } from 'valtio'
import { describe, expect, it } from 'vitest'
import { AdminSections } from '../../client/admin/admin-sections'
import type { AppState } from '../../client/state/app-store'
import { StoreProvider } from '../../client/state/store-context'

// Issue 22 §5: the server renders the back office's shell around a loading state and the browser its sections
// (client/admin/admin-section-slot.tsx), so what each section shows first is checked here, rendered in node as
// the browser's first render of it, before its data comes (tests/worker/admin-*-page.test.ts check the shell).

// The store as far as the sections read it before their data comes (the locale); they navigate with it later.
const Provider = StoreProvider as FunctionComponent<{ store: AppState; children?: ReactNode }>
const store = proxy({ payload: { locale: 'en' } }) as unknown as AppState
const render = (section: string, itemID: string | null = null) =>
  renderToString(createElement(Provider, { store }, createElement(AdminSections, { section, itemID })))
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

describe('the sections of the back office, as the browser first renders them', () => {
  it('Videos: the upload zone (its button and the file types it takes) and the list (issue 20 §2)', () => {
    const page = render('videos')
    expect(text(page)).toContain('Upload videos')
    expect(text(page)).toContain('Drag video files here, or')
    expect(page).toMatch(/<button type="button" class="admin-button admin-button--primary">Choose video files<\/button>/)
    expect(page).toContain('accept="video/mp4,video/quicktime,video/x-matroska,video/webm"')
  })

  it('a video opened by its entry id loads its details', () => {
    expect(text(render('videos', '1_ab12cd34'))).toContain('Loading the video…')
  })

  it.each([
    [null, 'New player'],
    ['players', 'New player'],
    ['fixtures', 'New fixture'],
    ['teams', 'New team'],
    ['seasons', 'New competition'],
    ['tables', 'League tables'],
    ['import', 'Import fixtures or a league table'],
  ])('Football data %s: the sub-navigation and the page (%s) (issue 19 §4)', (sub, words) => {
    const page = text(render('football', sub))
    for (const label of ['Football data', 'Players', 'Fixtures', 'Teams', 'Seasons & competitions', 'League tables', 'Import CSV'])
      expect(page).toContain(label)
    expect(page).toContain(words)
  })

  it('the old import address shows the import page', () => {
    expect(text(render('imports'))).toContain('Import fixtures or a league table')
  })

  it('Adverts: its four tabs, the current one marked (issue 19 §6)', () => {
    const page = render('adverts', 'report')
    expect(text(page)).toContain('Adverts and sponsors')
    for (const tab of ['Sponsors', 'Slots', 'Report']) expect(text(page)).toContain(tab)
    expect(page).toContain('<a href="/admin/adverts/report" aria-current="page">Report</a>')
  })

  it('Packages: a way to make a new one', () => {
    expect(text(render('packages'))).toContain('New package')
  })

  it('a section that does not exist says so, with the way to the dashboard', () => {
    const page = render('nothing-here')
    expect(text(page)).toContain('There is no such page in the back office.')
    expect(page).toContain('href="/admin"')
  })
})
