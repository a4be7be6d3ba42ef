import { describe, expect, it } from 'vitest'
import { AD_SIZES, adSizeOf, imageKeyOfUrl, imageUrl, responsiveImage } from '../../shared/images'
import { parseImagePath } from '../../shared/rules/image-path'

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

describe('srcset for the image library (issue 12 §4)', () => {
  it('offers a picture from a quarter to twice its §9.5 width, each candidate in the same shape', () => {
    expect(responsiveImage('news/a.jpg', { width: 400, height: 400 }, '50vw')).toEqual({
      src: '/images/400x400/news/a.jpg',
      srcSet: [
        '/images/160x160/news/a.jpg 160w',
        '/images/320x320/news/a.jpg 320w',
        '/images/400x400/news/a.jpg 400w',
        '/images/480x480/news/a.jpg 480w',
        '/images/640x640/news/a.jpg 640w',
        '/images/800x800/news/a.jpg 800w',
      ].join(', '),
      sizes: '50vw',
    })
  })

  it.each([
    [{ width: 300, height: 169 }, ['160x90', '300x169', '320x180', '480x270', '600x338']],
    [
      { width: 1200, height: 675 },
      ['320x180', '480x270', '640x360', '800x450', '960x540', '1200x675', '1600x900', '2000x1125', '2400x1350'],
    ],
    [{ width: 2400, height: 100 }, ['640x27', '800x33', '960x40', '1200x50', '1600x67', '2000x83', '2400x100', '4000x167']],
  ])('%j → %j', (size, candidates) => {
    const srcSet = responsiveImage('v/a.jpg', size, '100vw').srcSet ?? ''
    expect(srcSet.split(', ').map((candidate) => candidate.split('/')[2])).toEqual(candidates)
    // Every candidate is a size the gateway accepts.
    for (const candidate of srcSet.split(', '))
      expect(parseImagePath(candidate.split(' ')[0]?.slice('/images/'.length) ?? '').kind).toBe('transform')
  })

  it('an SVG has one URL: it is sent as it is at any size', () => {
    expect(responsiveImage('crest.svg', { width: 400, height: 400 }, '100vw')).toEqual({ src: '/images/400x400/crest.svg' })
  })

  it.each([
    ['/images/300x169/videos/a.jpg', 'videos/a.jpg'],
    ['/images/fit-in/750x750/adverts/b.jpg', 'adverts/b.jpg'],
    ['/images/400x400,contain/adverts/b.jpg', 'adverts/b.jpg'],
    ['/images/adverts/footer-1.jpg', 'adverts/footer-1.jpg'],
    ['videos/a.jpg', 'videos/a.jpg'],
  ])('the key of %s is %s', (url, key) => {
    expect(imageKeyOfUrl(url)).toBe(key)
  })
})

describe('SPEC §9.5 ad sizes', () => {
  it.each([
    ['mpu', 'mpu', 300],
    ['banner', 'banner', 728],
    ['large-banner', 'large-banner', 1000],
    // No banner shape: shown square, as the mpu.
    ['content-feed', 'mpu', 300],
    ['leaderboard', 'mpu', 300],
  ])('imageSize %s is shown as %s, %i px wide', (imageSize, size, width) => {
    expect(adSizeOf(imageSize)).toBe(size)
    expect(AD_SIZES[adSizeOf(imageSize)].width).toBe(width)
  })

  it('a banner is offered from a quarter to twice its 728 px, each candidate a 728x90 strip', () => {
    const { srcSet } = responsiveImage('adverts/b.jpg', AD_SIZES.banner, '728px')
    expect(srcSet?.split(', ')).toEqual([
      '/images/320x40/adverts/b.jpg 320w',
      '/images/480x59/adverts/b.jpg 480w',
      '/images/640x79/adverts/b.jpg 640w',
      '/images/728x90/adverts/b.jpg 728w',
      '/images/800x99/adverts/b.jpg 800w',
      '/images/960x119/adverts/b.jpg 960w',
      '/images/1200x148/adverts/b.jpg 1200w',
      '/images/1456x180/adverts/b.jpg 1456w',
    ])
  })
})
