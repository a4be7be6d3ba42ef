import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FixtureForm } from '../../client/admin/football/fixture-form'
import { FootballSection } from '../../client/admin/football/football-section'
import { PlayerForm } from '../../client/admin/football/player-form'

// Issue 19 §4: the football forms' markup as far as node can show it (no DOM here: editing runs in a browser):
// every control has its label, and the section its sub-navigation.

const noop = () => {}

function controlsWithoutLabel(html: string): string[] {
  const labelled = new Set([...html.matchAll(/<label[^>]* for="([^"]+)"/g)].map((m) => m[1]))
  return [...html.matchAll(/<(input|select|textarea)[^>]* id="([^"]+)"/g)].map((m) => m[2] ?? '').filter((id) => !labelled.has(id))
}

describe('football forms', () => {
  it.each([
    [
      'a new player',
      createElement(PlayerForm, { id: null, onClose: noop, onOpen: noop }),
      ['First name', 'Squad number', 'Position', 'Photo', 'Biography'],
    ],
    [
      'a new fixture',
      createElement(FixtureForm, { id: null, onClose: noop, onOpen: noop }),
      ['Opponent', 'Kick-off (London time)', 'Home score', 'Status'],
    ],
  ])('%s: every field labelled, and a Save button', (_name, element, labels) => {
    const html = renderToString(element)
    expect(controlsWithoutLabel(html)).toEqual([])
    for (const label of labels) expect(html).toContain(`>${label}</label>`)
    expect(html).toMatch(/<button type="submit"[^>]*>Save<\/button>/)
  })

  it('the section names the page it shows in its sub-navigation', () => {
    const html = renderToString(createElement(FootballSection, { sub: 'fixtures' }))
    expect(html).toContain('<a href="/admin/football/fixtures" aria-current="page">Fixtures</a>')
    expect(html).toContain('<a href="/admin/football/players">Players</a>')
  })
})
