import { describe, expect, it } from 'vitest'
import { carriesD1Bookmark, readD1Bookmark } from '../../shared/rules/d1-bookmark'

describe('the D1 bookmark cookie (issue 13 §3)', () => {
  it.each([
    ['00000000-00000009-00000000-00000000000000000000000000000000', true],
    ['0000000a-000000ff-00004f6b-3c2d1e0f00000000000000000000abcd', true],
    [undefined, false],
    ['', false],
    ['first-primary', false],
    ['first-unconstrained', false],
    ['00000000-00000009-00000000', false],
    ['00000000-00000009-00000000-00000000000000000000000000000000; x', false],
    ['ZZZZZZZZ-00000009-00000000-00000000000000000000000000000000', false],
  ])('%s is trusted: %s', (cookie, trusted) => {
    expect(readD1Bookmark(cookie) !== null).toBe(trusted)
  })

  it.each([
    ['GET', false],
    ['HEAD', false],
    ['OPTIONS', false],
    ['POST', true],
    ['PUT', true],
    ['DELETE', true],
  ])('%s hands a bookmark back: %s', (method, carries) => {
    expect(carriesD1Bookmark(method)).toBe(carries)
  })
})
