import { beforeEach, describe, expect, it } from 'vitest'
import { CHROME_KEEP_MS, forgetKeptChrome, keepChrome, keptChrome } from '../../worker/pages/kept-chrome'

// Issue 22 §2: what an isolate keeps of the page frame, and for how long (worker/pages/kept-chrome.ts).
describe('the frame kept between cache misses', () => {
  beforeEach(forgetKeptChrome)
  const T0 = 1_000_000

  it.each([
    { what: 'the same generation and mode, a moment later', generation: '5', childFriendly: false, at: T0 + 1, kept: true },
    { what: 'just before the keep ends', generation: '5', childFriendly: false, at: T0 + CHROME_KEEP_MS - 1, kept: true },
    { what: 'when the keep ends', generation: '5', childFriendly: false, at: T0 + CHROME_KEEP_MS, kept: false },
    { what: 'after a site purge (a new generation)', generation: '6', childFriendly: false, at: T0 + 1, kept: false },
    { what: 'for a child-friendly visitor (sponsors and adverts differ)', generation: '5', childFriendly: true, at: T0 + 1, kept: false },
  ])('$what: kept $kept', async ({ generation, childFriendly, at, kept }) => {
    keepChrome('5', false, Promise.resolve({ menus: 'read at T0' }), T0)
    const found = keptChrome<{ menus: string }>(generation, childFriendly, at)
    expect(found !== null).toBe(kept)
    if (found) expect(await found).toEqual({ menus: 'read at T0' })
  })

  it('a read that failed is not handed to the next page', async () => {
    const failed = Promise.reject(new Error('D1 down'))
    keepChrome('5', false, failed, T0)
    await expect(failed).rejects.toThrow('D1 down')
    await Promise.resolve()
    expect(keptChrome('5', false, T0 + 1)).toBeNull()
  })

  it("an older generation's values are let go once a newer one is kept", () => {
    keepChrome('5', false, Promise.resolve('old'), T0)
    keepChrome('6', false, Promise.resolve('new'), T0 + CHROME_KEEP_MS)
    expect(keptChrome('5', false, T0 + 1)).toBeNull()
    expect(keptChrome('6', false, T0 + CHROME_KEEP_MS + 1)).not.toBeNull()
  })
})
