import { describe, expect, it } from 'vitest'
import {
  checkVideoFile,
  formatSize,
  formatSpeed,
  formatTimeLeft,
  progressLine,
  progressToAnnounce,
  shouldPollVideoList,
  titleOfFile,
  uploadPercent,
} from '../../shared/rules/video-upload-display'
import { DEFAULT_UPLOAD_MAX_BYTES, type VideoState } from '../../shared/rules/video-upload'

const MB = 1024 * 1024

describe('a video file before it is sent (issue 20 §2, bad input)', () => {
  it.each([
    ['a 0-byte file', { name: 'empty.mp4', size: 0, type: 'video/mp4' }, 'empty.mp4 is empty (0 bytes): choose the video file itself.'],
    [
      'a 20 GB file over the limit',
      { name: 'match.mp4', size: 20 * 1024 ** 3, type: 'video/mp4' },
      'match.mp4 is 20 GB: the largest video that can be uploaded is 10 GB.',
    ],
    [
      'an HTML page',
      { name: 'page.html', size: 2000, type: 'text/html' },
      'page.html is not a video we take: upload an MP4, MOV, MKV or WebM file.',
    ],
    [
      'a zip',
      { name: 'clips.zip', size: 2000, type: 'application/zip' },
      'clips.zip is not a video we take: upload an MP4, MOV, MKV or WebM file.',
    ],
    [
      'a file of no known type',
      { name: 'clip', size: 2000, type: '' },
      'clip is not a video we take: upload an MP4, MOV, MKV or WebM file.',
    ],
  ])('%s is refused with a clear message', (_, file, message) => {
    expect(checkVideoFile(file, DEFAULT_UPLOAD_MAX_BYTES)).toEqual({ ok: false, message })
  })

  it.each([
    ['an MP4', { name: 'a.mp4', size: MB, type: 'video/mp4' }],
    ['a MOV', { name: 'a.mov', size: MB, type: 'video/quicktime' }],
    ['an MKV', { name: 'a.mkv', size: MB, type: 'video/x-matroska' }],
    ['a WebM exactly at the limit', { name: 'a.webm', size: DEFAULT_UPLOAD_MAX_BYTES, type: 'video/webm' }],
  ])('%s is sent', (_, file) => {
    expect(checkVideoFile(file, DEFAULT_UPLOAD_MAX_BYTES)).toEqual({ ok: true })
  })
})

describe('how far an upload got, in words', () => {
  it.each([
    [0, '0 MB'],
    [MB / 2, '0.5 MB'],
    [120.54 * MB, '120.5 MB'],
    [800 * MB, '800 MB'],
    [1.25 * 1024 * MB, '1.25 GB'],
    [10 * 1024 ** 3, '10 GB'],
  ])('%d bytes is %s', (bytes, text) => expect(formatSize(bytes)).toBe(text))

  it.each([
    [4.2 * MB, '4.2 MB/s'],
    [0, '–'],
    [Number.NaN, '–'],
    [Number.POSITIVE_INFINITY, '–'],
  ])('%d bytes a second is %s', (rate, text) => expect(formatSpeed(rate)).toBe(text))

  it.each([
    [200, '3 min 20 s left'],
    [180, '3 min left'],
    [45, '45 s left'],
    [44.2, '45 s left'],
    [0, '0 s left'],
    [3900, '1 h 5 min left'],
    [null, null],
    [-1, null],
  ])('%s seconds: %s', (seconds, text) => expect(formatTimeLeft(seconds)).toBe(text))

  it.each([
    [0, 100, 0],
    [48.9, 100, 48],
    [99.99, 100, 99],
    [100, 100, 100],
    [5, 0, 0],
  ])('%d of %d is %d %%', (sent, total, percent) => expect(uploadPercent(sent, total)).toBe(percent))

  it('says the size sent, the speed and the time left at the rate seen so far', () => {
    expect(progressLine(100 * MB, 300 * MB, 0, 50)).toBe('100 MB of 300 MB · 2 MB/s · 1 min 40 s left')
    expect(progressLine(0, 300 * MB, 0, 0)).toBe('0 MB of 300 MB')
    expect(progressLine(300 * MB, 300 * MB, 0, 100)).toBe('300 MB of 300 MB · 3 MB/s')
  })

  it('after a resume, the rate is of the bytes sent since, not of those sent before', () => {
    expect(progressLine(200 * MB, 300 * MB, 150 * MB, 25)).toBe('200 MB of 300 MB · 2 MB/s · 50 s left')
    expect(progressLine(150 * MB, 300 * MB, 150 * MB, 3)).toBe('150 MB of 300 MB')
  })
})

describe('the progress said aloud every 10 %, not on every byte', () => {
  it.each([
    [0, null, 0],
    [3, 0, null],
    [9, 0, null],
    [10, 0, 10],
    [19, 10, null],
    [48, 10, 40],
    [100, 90, 100],
    [100, 100, null],
  ])('at %d %% after %s: %s', (percent, last, said) => expect(progressToAnnounce(percent, last)).toBe(said))
})

describe('the list keeps asking only while an entry is on its way (issue 20 §2)', () => {
  it.each<[VideoState[], boolean]>([
    [[], false],
    [['ready', 'failed'], false],
    [['waiting_for_packaging', 'ready'], false],
    [['ready', 'uploading'], true],
    [['processing'], true],
  ])('%j: %s', (states, poll) => expect(shouldPollVideoList(states)).toBe(poll))
})

describe('a title from the file name', () => {
  it.each([
    ['derby-highlights_final.mp4', 'derby highlights final'],
    ['Town v United.mov', 'Town v United'],
    ['.mp4', 'Untitled video'],
  ])('%s → %s', (name, title) => expect(titleOfFile(name)).toBe(title))
})
