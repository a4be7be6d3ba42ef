import { describe, expect, it } from 'vitest'
import { imageUrl } from '../../shared/images'

describe('image URLs (SPEC §7)', () => {
  it.each([
    ['news/a.jpg', undefined, 'cover', '/images/news/a.jpg'],
    ['news/a.jpg', { width: 400, height: 400 }, 'cover', '/images/400x400/news/a.jpg'],
    ['news/a.jpg', { width: 750, height: 750 }, 'contain', '/images/fit-in/750x750/news/a.jpg'],
    ['/images/crest.svg', undefined, 'cover', '/images/crest.svg'],
  ] as const)('key %j at %j (%s) is %s', (key, size, fit, expected) => {
    expect(imageUrl(key, size, fit)).toBe(expected)
  })
})
