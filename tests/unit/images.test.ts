import { describe, expect, it } from 'vitest'
import { imageUrl } from '../../shared/images'
import { imageKeyOf } from '../../worker/routes/images'

describe('image URLs (SPEC §7)', () => {
  it.each([
    ['news/a.svg', undefined, 'cover', '/images/news/a.svg'],
    ['news/a.svg', { width: 400, height: 400 }, 'cover', '/images/400x400/news/a.svg'],
    ['news/a.svg', { width: 750, height: 750 }, 'contain', '/images/fit-in/750x750/news/a.svg'],
    ['/images/crest.svg', undefined, 'cover', '/images/crest.svg'],
  ] as const)('key %j at %j (%s) is %s', (key, size, fit, expected) => {
    expect(imageUrl(key, size, fit)).toBe(expected)
  })

  it.each([
    ['crest.svg', 'crest.svg'],
    ['400x400/news/a.svg', 'news/a.svg'],
    ['400x400,contain/news/a.svg', 'news/a.svg'],
    ['fit-in/750x750/adverts/b.svg', 'adverts/b.svg'],
    ['../secrets', null],
    ['news/../../x', null],
    ['', null],
    ['a'.repeat(300), null],
  ])('the image gateway reads %j as key %j', (path, key) => {
    expect(imageKeyOf(path)).toBe(key)
  })
})
