import { describe, expect, it } from 'vitest'
import { BODY_CAPS, declaredOverCap, overCap } from '../../shared/rules/body-cap'

// issue 18 §8: a declared length over the cap is refused unread; anything else is counted as read.
describe('a declared Content-Length against a cap of 100 bytes', () => {
  it.each<[string, string | null | undefined, boolean]>([
    ['no header (a chunked body)', undefined, false],
    ['a null header', null, false],
    ['empty', '', false],
    ['zero', '0', false],
    ['under the cap', '99', false],
    ['exactly the cap', '100', false],
    ['one byte over', '101', true],
    ['far over', '1048576', true],
    ['huge', '99999999999999999999999', true],
    ['spaces around it', ' 101 ', true],
    ['negative: decides nothing, the read counts', '-1', false],
    ['not a number: decides nothing', 'abc', false],
    ['a list: decides nothing', '101, 101', false],
    ['a fraction: decides nothing', '101.5', false],
  ])('%s', (_name, header, expected) => {
    expect(declaredOverCap(header, 100)).toBe(expected)
  })
})

describe('bytes read against a cap', () => {
  it.each<[number, number, boolean]>([
    [0, 100, false],
    [100, 100, false],
    [101, 100, true],
  ])('%i bytes of %i', (bytes, cap, expected) => {
    expect(overCap(bytes, cap)).toBe(expected)
  })

  it('the Stripe event cap is 512 KB, and JSON and form caps far below it', () => {
    expect(BODY_CAPS.stripeEvent).toBe(512 * 1024)
    expect(BODY_CAPS.json).toBeLessThan(BODY_CAPS.stripeEvent)
    expect(BODY_CAPS.form).toBeLessThan(BODY_CAPS.stripeEvent)
  })
})
