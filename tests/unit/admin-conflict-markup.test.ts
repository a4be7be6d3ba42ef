import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ItemConflict } from '../../client/admin/adverts/item-conflict'
import { FootballConflict } from '../../client/admin/football/football-conflict'
import { conflictOf, type Refusal } from '../../client/admin/use-editing-work'

const noop = () => {}
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

// Issue 19 §10: every section's conflict notice shares one frame (client/admin/conflict-frame.tsx).
describe('the shared conflict frame', () => {
  it('an advert: an alert with its heading, the stored version, and Keep mine then Take theirs', () => {
    const html = renderToString(
      createElement(ItemConflict, { noun: 'advert', version: 7, busy: false, onKeepMine: noop, onTakeTheirs: noop }),
    )
    expect(html).toMatch(/^<div class="admin-conflict" role="alert"><h2>/)
    expect(text(html)).toBe(
      'Someone else saved this advert The stored copy is now version 7. Your changes are still in the form. Keep mine Take theirs',
    )
    expect(html).toContain('<button type="button" class="admin-button admin-button--primary">Keep mine</button>')
    expect(html).not.toContain('disabled')
  })

  it('a football item names the fields that differ by their labels; while saving both choices wait', () => {
    const mine = { name: 'A. Smith', number: 9 }
    const stored = { id: 1, version: 3, fields: { name: 'A. Smith', number: 10 } }
    const props = { mine, stored, labels: { number: 'shirt number' }, busy: true, onKeepMine: noop, onTakeTheirs: noop }
    const html = renderToString(createElement(FootballConflict<typeof mine>, props))
    expect(text(html)).toContain('Someone else saved this first')
    expect(text(html)).toContain('Different in the stored copy: shirt number.')
    expect(html.match(/disabled=""/g)).toHaveLength(2)
  })

  it('no field differing says so', () => {
    const same = { name: 'A. Smith' }
    const html = renderToString(
      createElement(FootballConflict<typeof same>, {
        mine: same,
        stored: { id: 1, version: 3, fields: same },
        labels: {},
        busy: false,
        onKeepMine: noop,
        onTakeTheirs: noop,
      }),
    )
    expect(text(html)).toContain('Their copy has the same values as yours.')
  })
})

// What the news, pages and videos editing hooks (use-editing-work.ts) take for "someone else saved first".
describe('a refusal that is a version conflict', () => {
  const stored = { id: 'v', version: 5 }
  const cases: { name: string; result: Refusal; expected: { stored: typeof stored | null } | undefined }[] = [
    {
      name: '409 version_conflict with the stored copy',
      result: {
        ok: false,
        status: 409,
        errors: [{ code: 'version_conflict', message: 'Saved meanwhile' }],
        body: { data: { attributes: stored } },
      },
      expected: { stored },
    },
    {
      name: '409 version_conflict without a body still counts',
      result: { ok: false, status: 409, errors: [{ code: 'version_conflict', message: 'Saved meanwhile' }], body: null },
      expected: { stored: null },
    },
    {
      name: 'a 409 for another reason is not one',
      result: { ok: false, status: 409, errors: [{ code: 'slug_taken', message: 'Taken' }], body: null },
      expected: undefined,
    },
    {
      name: 'a field error is not one',
      result: { ok: false, status: 422, errors: [{ code: 'version_conflict', message: 'odd' }], body: null },
      expected: undefined,
    },
  ]
  it.each(cases)('$name', ({ result, expected }) => {
    expect(conflictOf(result)).toEqual(expected)
  })
})
