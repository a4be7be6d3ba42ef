import { describe, expect, it } from 'vitest'
import { pageFieldsThatDiffer } from '../../client/admin/pages/page-conflict-notice'
import { emptyPageValues, formPathOfPointer } from '../../client/admin/pages/use-page-editing'

describe("the page form's reading of the API's refusals (issue 19 §3)", () => {
  it.each([
    ['/data/attributes/title', 'title'],
    ['/data/attributes/blocks/1/text', 'blocks.1.text'],
    ['/data/attributes/blocks/0/items/2/url', 'blocks.0.items.2.url'],
    ['/data/attributes/', null],
    ['/data/meta/version', null],
    ['/version', null],
    [undefined, null],
  ])('%s → %s', (pointer, path) => {
    expect(formPathOfPointer(pointer)).toBe(path)
  })
})

describe('what a conflict notice names (issue 19 §10)', () => {
  it('the fields whose values differ, blocks compared in order', () => {
    const mine = { ...emptyPageValues(), title: 'Mine', blocks: [{ type: 'heading' as const, text: 'A', tag: 'h2' as const }] }
    const theirs = { ...emptyPageValues(), title: 'Theirs', blocks: [{ type: 'heading' as const, text: 'A', tag: 'h2' as const }] }
    expect(pageFieldsThatDiffer(mine, theirs)).toEqual(['title'])
    expect(pageFieldsThatDiffer(mine, { ...mine, blocks: [] })).toEqual(['blocks'])
    expect(pageFieldsThatDiffer(mine, mine)).toEqual([])
  })
})
