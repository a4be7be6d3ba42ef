import { describe, expect, it } from 'vitest'
import { checkImageKey } from '../../shared/rules/image-request'
import { cardFromListItem } from '../../client/components/video/video-card-data'
import { framePictureKey, frameSeconds, pictureKeyOfUrl, videoPictureKey } from '../../shared/rules/video-picture'

// Issue 20 §5: the frame of a video without a picture, its key, and what a video shows until it has one.

describe('frameSeconds: 10% into the video, whole seconds', () => {
  it.each([
    [312.4, 31],
    [95, 9],
    [6120, 612],
    [9, 0],
    [0, 0],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('%s s → %s s', (duration, seconds) => {
    expect(frameSeconds(duration)).toBe(seconds)
  })
})

describe('framePictureKey: the packaging command’s key scheme', () => {
  const hash = 'ab'.repeat(32)
  it.each([
    ['jpg', new Date('2026-11-27T18:00:00Z'), `uploads/2026/11/${'ab'.repeat(16)}.jpg`],
    ['webp', new Date('2027-01-01T00:00:00Z'), `uploads/2027/01/${'ab'.repeat(16)}.webp`],
    ['png', new Date('2026-03-31T23:59:59Z'), `uploads/2026/03/${'ab'.repeat(16)}.png`],
  ])('%s at %s → %s, a key the image transforms serve', (extension, now, key) => {
    expect(framePictureKey(hash, extension, now)).toBe(key)
    expect(checkImageKey(key).kind).toBe('ok')
  })
})

describe('videoPictureKey: its own picture, else the category hero, else none', () => {
  it.each<[string | null | undefined, string | null | undefined, string | null]>([
    ['videos/a.jpg', 'video-categories/h.jpg', 'videos/a.jpg'],
    ['videos/a.jpg', null, 'videos/a.jpg'],
    ['', 'video-categories/h.jpg', 'video-categories/h.jpg'],
    [null, 'video-categories/h.jpg', 'video-categories/h.jpg'],
    ['', null, null],
    ['', '', null],
    [undefined, undefined, null],
  ])('%j and hero %j → %j', (own, hero, shown) => {
    expect(videoPictureKey(own, hero)).toBe(shown)
  })
})

describe('pictureKeyOfUrl: "" is no picture', () => {
  it.each<[string, string | null]>([
    ['/images/300x169/videos/a.jpg', 'videos/a.jpg'],
    ['/images/videos/a.jpg', 'videos/a.jpg'],
    ['/images/fit-in/300x169/uploads/2026/11/x.webp', 'uploads/2026/11/x.webp'],
    ['', null],
    ['/images/300x169/', null],
    ['/images/', null],
  ])('%j → %j', (url, key) => {
    expect(pictureKeyOfUrl(url)).toBe(key)
  })
})

describe('a feed item without a picture becomes a card without one', () => {
  const item = (thumbnailUrl: string) => ({
    id: '1',
    metaData: { title: 'Goal', VideoDuration: 60, SysEntryEntitlements: [] },
    mediaData: { entryId: 'e1', thumbnailUrl },
    publicationData: { createdAt: '2026-11-27T00:00:00Z' },
  })
  it.each<[string, string | null]>([
    ['/images/300x169/videos/e1.jpg', 'videos/e1.jpg'],
    ['', null],
  ])('%j → thumbnailKey %j (null: the Image placeholder)', (url, key) => {
    expect(cardFromListItem(item(url)).thumbnailKey).toBe(key)
  })
})
