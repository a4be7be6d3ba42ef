import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { releaseWindowText } from '../../client/admin/videos/video-list-columns'
import { UploadProgress } from '../../client/admin/videos/upload-progress'
import type { QueuedUpload } from '../../client/admin/videos/use-upload-queue'
import { VideoConflictNotice } from '../../client/admin/videos/video-conflict-notice'
import { videoFieldsThatDiffer, videoValues } from '../../client/admin/videos/video-form-values'
import { PackageCommand, VideoStateBadge, videoStateLabel } from '../../client/admin/videos/video-state'
import type { AdminVideo } from '../../shared/schemas/admin-videos'

// Issue 20 §2: the Videos section's markup as far as node can show it (no DOM here; the lead drives it in Chromium).

const MB = 1024 * 1024
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim()

const video: AdminVideo = {
  title: 'Derby highlights',
  titleAr: 'ملخص الديربي',
  state: 'waiting_for_packaging',
  failureReason: null,
  status: 'published',
  provider: 'r2',
  releaseFrom: '2026-11-28T15:00:00.000Z',
  releaseUntil: null,
  durationSeconds: 0,
  thumbnailKey: null,
  captions: [],
  version: 3,
  packageCommand: 'npm run media:package -- derby.mp4 --entry 1_ab12cd34 --remote',
  upload: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  description: 'The goals.',
  categoryId: 2,
  channelId: null,
  entitlements: ['*', 'gold'],
  matchId: null,
}

function item(change: Partial<QueuedUpload>): QueuedUpload {
  return {
    key: 1,
    file: { name: 'derby.mp4', size: 300 * MB, type: 'video/mp4' } as File,
    phase: 'uploading',
    sent: 144 * MB,
    total: 300 * MB,
    base: 0,
    since: Date.now() - 48_000,
    resumedFrom: null,
    entryId: '1_ab12cd34',
    message: '',
    ...change,
  }
}

const row = (change: Partial<QueuedUpload>) =>
  renderToString(
    createElement(UploadProgress, { item: item(change), onPause: () => {}, onResume: () => {}, onCancel: () => {}, onDismiss: () => {} }),
  )

describe('an upload in the queue', () => {
  it('shows a labelled progress bar, the percentage, MB of MB, and Pause and Cancel', () => {
    const html = row({})
    expect(html).toMatch(/<label for="video-upload-1">Upload progress<\/label><progress id="video-upload-1" max="100" value="48">/)
    const words = text(html)
    expect(words).toContain('48%')
    // The rate is of the seconds since it began, read when it renders: its words, not its value, are checked.
    expect(words).toMatch(/144 MB of 300 MB · [\d.]+ MB\/s · \d+ s left/)
    expect(words).toContain('Pause derby.mp4')
    expect(words).toContain('Cancel the upload of derby.mp4')
    expect(words).not.toContain('Resume')
  })

  it("says 'Resumed from 48%' when a previous upload of the file was found", () => {
    expect(text(row({ resumedFrom: 144 * MB, base: 144 * MB, since: Date.now() }))).toContain('Resumed from 48%')
  })

  it('paused: Resume and Cancel; done: a link to describe it; refused: the reason and nothing to send', () => {
    expect(text(row({ phase: 'paused' }))).toMatch(/Paused.*Resume derby\.mp4.*Cancel the upload of derby\.mp4/)
    expect(row({ phase: 'done', sent: 300 * MB })).toContain('href="/admin/videos/1_ab12cd34"')
    const refused = row({ phase: 'refused', message: 'derby.mp4 is empty (0 bytes): choose the video file itself.', entryId: null })
    expect(text(refused)).toContain('derby.mp4 is empty (0 bytes): choose the video file itself.')
    expect(refused).not.toContain('<progress')
  })

  it("a stopped upload shows the server's own message and may be resumed", () => {
    const words = text(row({ phase: 'failed', message: 'The file is larger than the 2 GB this site takes.' }))
    expect(words).toContain('The file is larger than the 2 GB this site takes.')
    expect(words).toContain('Resume derby.mp4')
  })
})

describe("a video's state", () => {
  it.each([
    [{ state: 'uploading', failureReason: null, upload: { received: 30, length: 120, fileName: 'a.mp4' } }, 'Uploading 25%'],
    [{ state: 'waiting_for_packaging', failureReason: null, upload: null }, 'Waiting for packaging'],
    [{ state: 'processing', failureReason: null, upload: null }, 'Processing'],
    [{ state: 'ready', failureReason: null, upload: null }, 'Ready'],
  ] as const)('%j is %s', (state, label) => expect(videoStateLabel(state)).toBe(label))

  it('a failure says its reason', () => {
    const html = renderToString(
      createElement(VideoStateBadge, { video: { state: 'failed', failureReason: 'Not a video file', upload: null } }),
    )
    expect(text(html)).toBe('Failed Not a video file')
  })

  it('waiting for packaging shows the exact command with a Copy button and where to run it', () => {
    const words = text(renderToString(createElement(PackageCommand, { command: video.packageCommand as string })))
    expect(words).toContain('npm run media:package -- derby.mp4 --entry 1_ab12cd34 --remote')
    expect(words).toContain("Run this in a terminal at the root of the website's repository")
    expect(words).toContain('Copy the packaging command')
  })

  it('the release window on London time', () => {
    expect(releaseWindowText('2026-11-28T15:00:00.000Z', null)).toBe('From 28 Nov 2026, 15:00')
    expect(releaseWindowText('2026-07-01T09:00:00.000Z', '2026-07-08T09:00:00.000Z')).toBe('From 1 Jul 2026, 10:00 until 8 Jul 2026, 10:00')
  })
})

describe('someone else saved the video first', () => {
  it('lists what differs and offers Keep mine and Take theirs', () => {
    const mine = { ...videoValues(video), title: 'Derby goals', entitlements: ['gold', '*'] }
    const stored = { ...video, version: 4, description: 'All the goals.' }
    expect(videoFieldsThatDiffer(mine, videoValues(stored))).toEqual(['title', 'description'])
    const words = text(
      renderToString(createElement(VideoConflictNotice, { mine, stored, busy: false, onKeepMine: () => {}, onTakeTheirs: () => {} })),
    )
    expect(words).toContain('Someone else saved this first')
    expect(words).toContain('The stored copy is version 4.')
    expect(words).toContain('Different in the stored copy: title, description.')
    expect(words).toMatch(/Keep mine Take theirs$/)
  })

  it('the same instant written two ways is no difference', () => {
    const mine = { ...videoValues(video), releaseFrom: '2026-11-28T15:00:00Z' }
    expect(videoFieldsThatDiffer(mine, videoValues(video))).toEqual([])
  })
})
