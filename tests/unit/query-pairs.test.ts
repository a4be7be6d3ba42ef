import { describe, expect, it } from 'vitest'
import { pairKey, pairValue, rawPairs, splitOnce } from '../../shared/rules/query-pairs'

describe('query and fragment pairs without the DOM URL classes', () => {
  it.each<[string, string, string | null]>([
    ['?a=1&b=2', 'b', '2'],
    ['#sso_token=x.y.z', 'sso_token', 'x.y.z'],
    ['a=1', 'a', '1'],
    ['returnTo=%2Fnews%3Fpage%3D2', 'returnTo', '/news?page=2'],
    ['q=a+b', 'q', 'a b'],
    ['flag', 'flag', ''],
    ['a=1&a=2', 'a', '1'],
    ['a=%zz', 'a', '%zz'],
    ['', 'a', null],
    ['b=1', 'a', null],
  ])('%s → %s', (text, key, expected) => {
    expect(pairValue(text, key)).toBe(expected)
  })

  it('keeps raw pairs as written and drops empty ones', () => {
    expect(rawPairs('?a=%2F&&b=c+d&')).toEqual(['a=%2F', 'b=c+d'])
    expect(pairKey('log%69nSuccess=true')).toBe('loginSuccess')
  })

  it.each<[string, string, [string, string]]>([
    ['a?b?c', '?', ['a', 'b?c']],
    ['a', '?', ['a', '']],
    ['?b', '?', ['', 'b']],
  ])('splitOnce(%s)', (text, separator, expected) => {
    expect(splitOnce(text, separator)).toEqual(expected)
  })
})
