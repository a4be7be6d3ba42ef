import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getPlatformProxy } from 'wrangler'
import { findFfmpeg } from '../../worker/dev/make-media.mjs'

// issue 20 §3 end to end: `npm run media:package` on a 3 s MP4 made here, into a
// state directory of its own (as the e2e suite's), read back through the same
// local R2 and D1 that `npm start` serves.
const dir = mkdtempSync(join(tmpdir(), 'media-package-test-'))
const state = join(dir, 'state')
const node = (args: string[]) => spawnSync(process.execPath, args, { encoding: 'utf8', cwd: process.cwd() })
const packageMedia = (args: string[]) => node(['worker/dev/media-package.mjs', ...args, '--persist-to', state, '--work', join(dir, 'work')])

beforeAll(() => {
  const ffmpeg = findFfmpeg()
  if (!ffmpeg) throw new Error('this test needs ffmpeg (Debian ffmpeg or @ffmpeg-installer/ffmpeg)')
  const made = spawnSync(ffmpeg.path, [
    ...['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'],
    ...['-f', 'lavfi', '-i', 'testsrc=size=960x540:rate=25', '-f', 'lavfi', '-i', 'sine=frequency=440'],
    ...[
      '-t',
      '3',
      '-c:v',
      'libx264',
      '-preset',
      'ultrafast',
      '-pix_fmt',
      'yuv420p',
      '-c:a',
      'aac',
      '-shortest',
      join(dir, 'Cup final.mp4'),
    ],
  ])
  expect(made.status).toBe(0)
  const migrated = node(['node_modules/wrangler/bin/wrangler.js', 'd1', 'migrations', 'apply', 'DB', '--local', '--persist-to', state])
  expect(migrated.status, migrated.stderr).toBe(0)
}, 120_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('npm run media:package', () => {
  it('refuses a file that is not a video in one line, exit code 1, nothing written', () => {
    writeFileSync(join(dir, 'page.mp4'), '<!DOCTYPE html><html><body>Sign in</body></html>')
    const run = packageMedia([join(dir, 'page.mp4')])
    expect(run.status).toBe(1)
    expect(run.stderr.trim()).toBe('media:package: page.mp4 is a web page (HTML), not a video: was the page saved instead of the file?')
  })

  it('refuses an entry that does not exist', () => {
    const run = packageMedia([join(dir, 'Cup final.mp4'), '--entry', '1_missing'])
    expect(run.status).toBe(1)
    expect(run.stderr).toContain('media:package: no video entry 1_missing')
  })

  it('packages the ladder into the local R2 and registers a ready draft entry with a frame for its picture', async () => {
    const run = packageMedia([join(dir, 'Cup final.mp4')])
    expect(run.status, run.stderr).toBe(0)
    const proxy = await getPlatformProxy<{ DB: D1Database; MEDIA: R2Bucket }>({
      configPath: 'wrangler.toml',
      persist: { path: join(state, 'v3') },
    })
    try {
      const row = await proxy.env.DB.prepare(
        "SELECT entry_id, playback_id, status, processing_state, provider, duration_seconds, thumbnail_key FROM videos WHERE title = 'Cup final'",
      ).first<Record<string, string | number>>()
      expect(row).toMatchObject({ status: 'draft', processing_state: 'ready', provider: 'r2', duration_seconds: 3 })
      const master = await (await proxy.env.MEDIA.get(`media/${row?.playback_id}/master.m3u8`))?.text()
      const variants = master?.split('\n').filter((line) => line.endsWith('index.m3u8'))
      expect(variants).toEqual(['360p/index.m3u8', '540p/index.m3u8', 'audio/index.m3u8'])
      expect(master).toContain('RESOLUTION=960x540,FRAME-RATE=25.000')
      for (const file of ['360p/init.mp4', '540p/seg_000.m4s', 'audio/index.m3u8']) {
        expect(await proxy.env.MEDIA.head(`media/${row?.playback_id}/${file}`)).not.toBeNull()
      }
      // The frame at 10% is in the picture library, where the image transforms read it.
      expect(String(row?.thumbnail_key)).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.jpg$/)
      const picture = await proxy.env.MEDIA.head(`images/${row?.thumbnail_key}`)
      expect(picture?.httpMetadata?.contentType).toBe('image/jpeg')
    } finally {
      await proxy.dispose()
    }
    // A second run for the entry resumes: the encoded folder is reused and nothing is sent again.
    const entry = /entry (\S+) ready/.exec(run.stdout)?.[1] ?? ''
    const again = packageMedia([join(dir, 'Cup final.mp4'), '--entry', entry])
    expect(again.status, again.stderr).toBe(0)
    expect(again.stdout).toContain('ladder already built')
    expect(again.stdout).toMatch(/\(0 sent, \d+ already there\)/)
  }, 120_000)
})
