import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { writeMasterPlaylist } from '../../shared/rules/hls-master-playlist'
import { captionLanguagesIn, subtitleLanguagesOf, withSubtitles } from '../../shared/rules/hls-subtitles'
import { createEntryBatch, inlineSql, updateEntryBatch } from '../../worker/dev/entry-sql.mjs'
import { parseFfmpegInfo, parseFfprobe, probeFailure, rate, sniffRefusal } from '../../worker/dev/media-probe.mjs'
import { productionBucket } from '../../worker/dev/media-store.mjs'
import { captionedMaster, captionsOfColumn, keepCaptions } from '../../worker/dev/package-captions.mjs'
import { ENTRY_ID, newIds, PLAYBACK_ID, parsePackageArgs, titleFromFile, USAGE, usablePlaybackId } from '../../worker/dev/package-args.mjs'
import { countLine, progressLine, progressReporter, progressSeconds } from '../../worker/dev/progress-bar.mjs'

describe('npm run media:package arguments (issue 20 §3)', () => {
  it.each([
    ['a file', ['match.mp4'], { file: 'match.mp4', entry: null, remote: false, persistTo: null }],
    ['a file for an entry', ['match.mp4', '--entry', '1_abc'], { file: 'match.mp4', entry: '1_abc' }],
    ["the editor's upload", ['--entry', '1_abc', '--remote'], { file: null, entry: '1_abc', remote: true }],
    ['the local state of the e2e suite', ['a.mp4', '--persist-to', '.wrangler/e2e'], { persistTo: '.wrangler/e2e' }],
  ])('takes %s', (_, argv, expected) => {
    expect(parsePackageArgs(argv)).toMatchObject({ ok: true, ...expected })
  })

  it.each([
    ['no file and no entry', [], 'which file?'],
    ['an entry id with path characters', ['--entry', '../uploads/x'], 'not an entry id: "../uploads/x"'],
    ['an entry id with a slash', ['a.mp4', '--entry', 'a/b'], 'not an entry id'],
    ['--entry without a value', ['a.mp4', '--entry'], '--entry needs a value'],
    ['an unknown option', ['a.mp4', '--fast'], 'unknown option --fast'],
    ['two files', ['a.mp4', 'b.mp4'], 'one file at a time'],
    ['--remote with a local state', ['a.mp4', '--remote', '--persist-to', 'x'], '--persist-to is for the local state'],
  ])('refuses %s', (_, argv, message) => {
    const parsed = parsePackageArgs(argv)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message.startsWith(message)).toBe(true)
  })

  it('answers --help with the usage', () => {
    expect(parsePackageArgs(['--help'])).toEqual({ ok: false, message: USAGE })
  })

  it('makes new ids the gateway and the grant accept', () => {
    for (let i = 0; i < 20; i += 1) {
      const ids = newIds()
      expect(ids.entryId).toMatch(ENTRY_ID)
      expect(ids.entryId).toMatch(/^1_[0-9a-z]{8}$/)
      expect(ids.playbackId).toMatch(PLAYBACK_ID)
    }
    expect(usablePlaybackId('vod-demo-1')).toBe(true)
    expect(usablePlaybackId('../x')).toBe(false)
    expect(usablePlaybackId('')).toBe(false)
  })

  it.each([
    ['/home/ed/Videos/Cup_final.highlights.mp4', 'Cup final highlights'],
    ['C:\\clips\\interview.mov', 'interview'],
    ['.mp4', 'Untitled video'],
  ])('titles a new draft from the file name: %s', (file, title) => {
    expect(titleFromFile(file)).toBe(title)
  })
})

const PROBE = JSON.stringify({
  streams: [
    { codec_type: 'video', width: 1920, height: 1080, avg_frame_rate: '30000/1001', r_frame_rate: '30000/1001' },
    { codec_type: 'audio' },
  ],
  format: { duration: '5400.120000' },
})

describe("the source's probe and the refusals of what is not a video", () => {
  it('reads size, frame rate, length and tracks from ffprobe', () => {
    expect(parseFfprobe('match.mp4', PROBE)).toEqual({
      ok: true,
      info: { duration: 5400.12, width: 1920, height: 1080, fps: 30000 / 1001, hasVideo: true, hasAudio: true },
    })
    expect(rate('25/1')).toBe(25)
    expect(rate('0/0')).toBe(0)
  })

  it('reads the same from `ffmpeg -i` when there is no ffprobe', () => {
    const stderr = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'src.mp4':
  Duration: 00:01:03.50, start: 0.000000, bitrate: 170 kb/s
  Stream #0:0[0x1](und): Video: h264 (High) (avc1 / 0x31637661), yuv420p(progressive), 1280x720 [SAR 1:1 DAR 16:9], 88 kb/s, 50 fps, 50 tbr, 15360 tbn (default)
  Stream #0:1[0x2](und): Audio: aac (LC) (mp4a / 0x6134706D), 44100 Hz, mono, fltp, 69 kb/s (default)
At least one output file must be specified`
    expect(parseFfmpegInfo('src.mp4', stderr)).toEqual({
      ok: true,
      info: { duration: 63.5, width: 1280, height: 720, fps: 50, hasVideo: true, hasAudio: true },
    })
  })

  it.each([
    ['an empty file', () => sniffRefusal('a.mp4', new Uint8Array(), 0), 'a.mp4 is empty (0 bytes): not a video'],
    [
      'an HTML page',
      () => sniffRefusal('a.mp4', new TextEncoder().encode('\n  <!DOCTYPE html><html>'), 30),
      'a.mp4 is a web page (HTML), not a video: was the page saved instead of the file?',
    ],
    [
      'a zip',
      () => sniffRefusal('a.zip', new Uint8Array([0x50, 0x4b, 3, 4, 0]), 5),
      'a.zip is a zip archive, not a video: unpack it first',
    ],
    [
      'a truncated MP4',
      () => probeFailure('a.mp4', '[mov,mp4 @ 0x1] moov atom not found\na.mp4: Invalid data found when processing input'),
      'a.mp4 is truncated or damaged (its MP4 index is missing): copy or download it again',
    ],
    [
      'a sound file',
      () => parseFfprobe('a.mp3', '{"streams":[{"codec_type":"audio"}],"format":{"duration":"3"}}'),
      'a.mp3 has no picture (no video track): not a video',
    ],
    [
      'cover art is not a picture track',
      () =>
        parseFfprobe(
          'a.m4a',
          '{"streams":[{"codec_type":"video","width":600,"height":600,"disposition":{"attached_pic":1}}],"format":{"duration":"3"}}',
        ),
      'a.m4a has no picture (no video track): not a video',
    ],
    [
      'a file without length',
      () => parseFfprobe('a.mp4', '{"streams":[{"codec_type":"video","width":64,"height":64}],"format":{}}'),
      'a.mp4 has no length: truncated or not a video',
    ],
    ['what ffprobe cannot answer', () => parseFfprobe('a.bin', 'nonsense'), 'a.bin could not be read as a video (ffprobe gave no answer)'],
    [
      'an unreadable file without ffprobe',
      () => parseFfmpegInfo('a.bin', 'a.bin: Invalid data found when processing input'),
      'a.bin is not a video ffmpeg can read',
    ],
  ])('refuses %s in one line', (_, judge, message) => {
    expect(judge()).toEqual({ ok: false, message })
    expect(message).not.toContain('\n')
  })

  it('lets a real MP4 header through to the probe', () => {
    const ftyp = new Uint8Array([0, 0, 0, 0x20, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d])
    expect(sniffRefusal('a.mp4', ftyp, 1000)).toBeNull()
  })
})

describe("the entry's D1 batch", () => {
  const row = {
    id: 7,
    entry_id: '1_abc',
    playback_id: '',
    thumbnail_key: '',
    version: 3,
    provider: 'r2',
    processing_state: 'waiting_for_packaging',
  }
  const now = new Date('2026-11-27T12:00:00Z')

  it('updates under the version it read, keeps a picture it has, and audits first', () => {
    const [audit, update] = updateEntryBatch(
      { ...row, thumbnail_key: 'videos/own.jpg' },
      { playbackId: 'vabc', durationSeconds: 63, thumbnailKey: 'uploads/x.jpg' },
      now,
    )
    expect(audit.sql).toContain('INSERT INTO audit_log')
    expect(audit.params).toContain(3)
    expect(update.sql).toContain("processing_state = 'ready', failure_reason = NULL")
    expect(update.params).toEqual(['vabc', 63, 'videos/own.jpg', '2026-11-27T12:00:00.000Z', 7, 3])
  })

  it('creates a draft with no entitlements, released from now', () => {
    const [insert, audit] = createEntryBatch(
      { entryId: '1_new', playbackId: 'vnew' },
      { playbackId: 'vnew', durationSeconds: 3, thumbnailKey: null, title: "Fan's day" },
      now,
    )
    expect(insert.sql).toContain("'draft', 'r2', 'ready'")
    expect(insert.params).toEqual(['1_new', "Fan's day", 3, '', now.toISOString(), now.toISOString(), 'vnew', now.toISOString()])
    expect(audit.params).toContain('1_new')
  })

  it('inlines parameters for wrangler d1 execute, quotes doubled', () => {
    expect(inlineSql({ sql: 'UPDATE t SET a = ?, b = ?, c = ? WHERE id = ?', params: ["it's", null, 2.5, 7] })).toBe(
      "UPDATE t SET a = 'it''s', b = NULL, c = 2.5 WHERE id = 7",
    )
    expect(() => inlineSql({ sql: 'SELECT ?', params: [] })).toThrow()
  })

  it("finds the production bucket in wrangler.toml's [env.production]", () => {
    const toml =
      '[[r2_buckets]]\nbinding = "MEDIA"\nbucket_name = "dev"\n[[env.production.r2_buckets]]\nbinding = "MEDIA"\nbucket_name = "club-media"\n[env.production.images]\n'
    expect(productionBucket(toml)).toBe('club-media')
    expect(productionBucket('')).toBeNull()
  })
})

describe("re-packaging keeps an entry's captions (issue 20 §6)", () => {
  const rules = { captionLanguagesIn, withSubtitles }
  const written = writeMasterPlaylist([
    {
      uri: '720p/index.m3u8',
      bandwidth: 3e6,
      averageBandwidth: 2e6,
      codecs: ['avc1.64001f', 'mp4a.40.2'],
      video: { width: 1280, height: 720, fps: 25 },
    },
    { uri: 'audio/index.m3u8', bandwidth: 1.3e5, codecs: ['mp4a.40.2'] },
  ])

  it.each([
    ['both languages', '["en","ar"]', ['en', 'ar']],
    ['the master order, each once', '["ar","en","ar"]', ['en', 'ar']],
    ['none', '[]', []],
    ['no column (an older row)', undefined, []],
    ['a language the service does not caption', '["fr"]', []],
    ['text that is not JSON', 'en', []],
  ])('reads the languages of %s', (_, column, languages) => {
    expect(captionsOfColumn(rules, column)).toEqual(languages)
  })

  it('lists them in the new master exactly as a caption upload would, and leaves a master without them alone', () => {
    const master = captionedMaster(rules, written, ['en', 'ar'])
    expect(subtitleLanguagesOf(master)).toEqual(['en', 'ar'])
    expect(master).toBe(withSubtitles(written, ['en', 'ar']))
    expect(withSubtitles(master, ['en', 'ar'])).toBe(master)
    expect(captionedMaster(rules, written, [])).toBe(written)
    expect(() => captionedMaster(rules, '#EXTM3U\n', ['en'])).toThrow('no variant')
  })

  describe('the objects sent for an entry', () => {
    const objects = [
      { key: 'media/vkeep/720p/index.m3u8', path: '/work/720p/index.m3u8', contentType: 'application/vnd.apple.mpegurl' },
      { key: 'media/vkeep/master.m3u8', path: '/work/master.m3u8', contentType: 'application/vnd.apple.mpegurl' },
    ]
    const withFolders = (run: (dir: string, scratch: string) => void) => {
      const dir = mkdtempSync(join(tmpdir(), 'package-captions-'))
      const scratch = mkdtempSync(join(tmpdir(), 'package-scratch-'))
      try {
        writeFileSync(join(dir, 'master.m3u8'), written)
        run(dir, scratch)
      } finally {
        rmSync(dir, { recursive: true, force: true })
        rmSync(scratch, { recursive: true, force: true })
      }
    }

    it('sends the captioned master, leaves the shared ladder folder as it was, and neither sends nor removes a caption file', () => {
      withFolders((dir, scratch) => {
        const row = { playback_id: 'vkeep', captions: '["ar","en"]' }
        const kept = keepCaptions({ rules, objects, dir, scratch, playbackId: 'vkeep', row })
        expect(kept.languages).toEqual(['en', 'ar'])
        const master = kept.objects.find((object) => object.key === 'media/vkeep/master.m3u8')
        expect(master?.path).toBe(join(scratch, 'master.m3u8'))
        expect(readFileSync(master?.path ?? '', 'utf8')).toBe(withSubtitles(written, ['en', 'ar']))
        expect(readFileSync(join(dir, 'master.m3u8'), 'utf8')).toBe(written)
        expect(kept.objects.map((object) => object.key)).toEqual(objects.map((object) => object.key))
        expect(kept.objects[0]).toEqual(objects[0])
      })
    })

    it.each([
      ['an entry without captions', { playback_id: 'vkeep', captions: '[]' }],
      ['a new draft (no row)', null],
      ['an entry given a new playback id (its folder has no captions)', { playback_id: '', captions: '["en"]' }],
    ])('sends the ladder master as written for %s', (_, row) => {
      withFolders((dir, scratch) => {
        expect(keepCaptions({ rules, objects, dir, scratch, playbackId: 'vkeep', row })).toEqual({ objects, languages: [] })
      })
    })
  })
})

describe('the progress bar', () => {
  it('reads out_time_us and draws the bar', () => {
    expect(progressSeconds('out_time_us=15000000')).toBe(15)
    expect(progressSeconds('frame=3')).toBeNull()
    expect(progressLine('encoding', 15, 30, 10)).toBe('[#####·····]  50% 00:15 / 00:30 encoding')
    expect(countLine('objects', 3, 12, 4)).toBe('[#···]  25% 3 / 12 objects')
  })

  it('prints plain lines at each tenth when not on a terminal', () => {
    const written: string[] = []
    const bar = progressReporter('encoding', 100, { isTTY: false, write: (text: string) => written.push(text) })
    for (let done = 0; done <= 100; done += 1) bar.update(done)
    bar.finish()
    expect(written).toHaveLength(11)
    expect(written.every((line) => line.endsWith('\n') && !line.includes('\r'))).toBe(true)
  })
})
