import { describe, expect, it } from 'vitest'
import { moveAnnouncement, moveItem } from '../../shared/rules/list-order'

describe('moving a block or a menu entry (issue 19 §3: drag and keyboard)', () => {
  it.each([
    [0, 1, 'moved', ['b', 'a', 'c', 'd']],
    [3, 2, 'moved', ['a', 'b', 'd', 'c']],
    [0, 3, 'moved', ['b', 'c', 'd', 'a']],
    [3, 0, 'moved', ['d', 'a', 'b', 'c']],
    [1, 1, 'unchanged', ['a', 'b', 'c', 'd']],
    [0, -1, 'unchanged', ['a', 'b', 'c', 'd']], // Move up on the first: stays
    [3, 4, 'unchanged', ['a', 'b', 'c', 'd']], // Move down on the last: stays
    [1, 99, 'moved', ['a', 'c', 'd', 'b']], // a drop past the end lands last
    [7, 0, 'unchanged', ['a', 'b', 'c', 'd']], // no such item
  ])('from %i to %i → %s %j', (from, to, outcome, items) => {
    const list = ['a', 'b', 'c', 'd']
    expect(moveItem(list, from, to)).toEqual({ outcome, items })
    expect(list).toEqual(['a', 'b', 'c', 'd'])
  })

  it('an empty list stays empty', () => {
    expect(moveItem([], 0, 1)).toEqual({ outcome: 'unchanged', items: [] })
  })

  it('says where the item landed, counting from 1', () => {
    expect(moveAnnouncement('Heading block', 2, 5)).toBe('Heading block moved to position 2 of 5')
  })
})
