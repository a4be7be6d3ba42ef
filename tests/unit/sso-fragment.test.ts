import { describe, expect, it } from 'vitest'
import { handoffTokenFromHash, isAnchorHash } from '../../shared/rules/sso-fragment'

describe("SPEC §4.6 step 1: the portal's hand-off token in the address", () => {
  it.each<[string, string, string | null]>([
    ['a token fragment', '#sso_token=abc.def.ghi', 'abc.def.ghi'],
    ['without the hash sign', 'sso_token=abc.def.ghi', 'abc.def.ghi'],
    ['among other pairs', '#state=1&sso_token=abc.def.ghi', 'abc.def.ghi'],
    ['an empty token', '#sso_token=', null],
    ['an anchor', '#fixtures', null],
    ['no fragment', '', null],
    ['another key', '#token=abc', null],
  ])('%s', (_, hash, expected) => {
    expect(handoffTokenFromHash(hash)).toBe(expected)
  })
})

describe('SPEC §2.1: only an anchor-like hash is scrolled to', () => {
  it.each<[string, string, boolean]>([
    ['an element id', '#next-match', true],
    ['an encoded id', '#caf%C3%A9', true],
    ['a hand-off token', '#sso_token=abc', false],
    ['any key=value data', '#a=b', false],
    ['an empty hash', '#', false],
    ['no hash', '', false],
  ])('%s', (_, hash, expected) => {
    expect(isAnchorHash(hash)).toBe(expected)
  })
})
