// Issue 20 "npm run bench": a 200 MB video file sent to the local R2 through
// the back office's tus endpoint (/api/admin/uploads, 8 MiB parts, one after
// another as tus-js-client sends them), beside a plain `wrangler r2 object put
// --local` of the same file (into a state directory of its own). The file is a
// short real MP4 padded to size: the endpoint checks that the first part is
// a video container, nothing more. The finished upload's entry is deleted
// afterwards (entry and object), so the bench leaves nothing behind.
import { execFile, execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, mkdtempSync, openSync, readSync, rmSync, statSync, writeSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { promisify } from 'node:util'
import { join } from 'node:path'
import { findFfmpeg } from '../../worker/dev/make-media.mjs'
import { StreamSession } from './stream-session.mjs'

const execFileAsync = promisify(execFile)
const PART_BYTES = 8 * 1024 * 1024 // shared/rules/video-upload.ts UPLOAD_PART_BYTES
const EDITOR = 'editor@example.com'
const PASSWORD = 'town-tv-demo'

export async function measureUploadThroughput(origin, { sizeMb = 200, log }) {
  const file = makePaddedVideo(sizeMb)
  try {
    const bytes = statSync(file).size
    const editor = new StreamSession(origin, EDITOR, '198.51.100.20')
    await editor.signIn(PASSWORD)
    const tus = await tusUpload(editor, origin, file, bytes, log)
    const plain = await wranglerPut(file)
    const mb = bytes / 1e6
    return {
      fileMb: Math.round(mb),
      tus: { seconds: round(tus.seconds), mbPerSecond: round(mb / tus.seconds), parts: tus.parts },
      wranglerR2Put: { seconds: round(plain.seconds), mbPerSecond: round(mb / plain.seconds) },
      ratio: round(plain.seconds / tus.seconds),
    }
  } finally {
    rmSync(file, { force: true })
  }
}

const round = (n) => Math.round(n * 100) / 100

function makePaddedVideo(sizeMb) {
  const ffmpeg = findFfmpeg()
  if (!ffmpeg) throw new Error('no ffmpeg: the upload bench needs a real MP4 header')
  const file = join(tmpdir(), `bench-upload-${process.pid}.mp4`)
  execFileSync(ffmpeg.path, [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=320x240:rate=24',
    '-t',
    '1',
    '-c:v',
    'libx264',
    '-pix_fmt',
    'yuv420p',
    file,
  ])
  const target = sizeMb * 1e6
  const fd = openSync(file, 'a')
  try {
    const block = randomBytes(4 * 1024 * 1024)
    for (let size = statSync(file).size; size < target; size += block.length) writeSync(fd, block, 0, Math.min(block.length, target - size))
  } finally {
    closeSync(fd)
  }
  return file
}

async function tusUpload(editor, origin, file, length, log) {
  const metadata = [
    ['filename', 'bench-upload.mp4'],
    ['filetype', 'video/mp4'],
    ['title', 'Bench upload'],
  ]
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',')
  const tusHeaders = { 'Tus-Resumable': '1.0.0', Origin: origin }
  const created = await editor.request('/api/admin/uploads', {
    method: 'POST',
    headers: { ...tusHeaders, 'Upload-Length': String(length), 'Upload-Metadata': metadata },
  })
  if (created.status !== 201) throw new Error(`creating the upload answered ${created.status}: ${created.text.slice(0, 200)}`)
  const location = created.headers?.location
  const uploadPath = typeof location === 'string' ? new URL(location, origin).pathname : null
  if (!uploadPath) throw new Error('the upload answered no Location')
  const fd = openSync(file, 'r')
  const started = process.hrtime.bigint()
  let offset = 0
  let parts = 0
  try {
    while (offset < length) {
      const size = Math.min(PART_BYTES, length - offset)
      const chunk = Buffer.allocUnsafe(size)
      readSync(fd, chunk, 0, size, offset)
      const answer = await editor.request(uploadPath, {
        method: 'PATCH',
        headers: { ...tusHeaders, 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
        body: chunk,
      })
      if (answer.status !== 204) throw new Error(`part ${parts + 1} answered ${answer.status}: ${answer.text.slice(0, 200)}`)
      offset += size
      parts += 1
      if (parts % 5 === 0) log('.')
    }
  } finally {
    closeSync(fd)
  }
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  // The finished upload waits for packaging as an entry: deleted as an editor would (the entry, its audit
  // line and the uploaded object), so the bench leaves no 200 MB file behind in its kept state.
  const entryId = created.headers['x-entry-id']
  const read = await editor.request(`/api/admin/videos/${entryId}`)
  if (read.status !== 200) throw new Error(`reading the uploaded entry answered ${read.status}: ${read.text.slice(0, 200)}`)
  const { version } = JSON.parse(read.text).data.attributes
  const removed = await editor.request(`/api/admin/videos/${entryId}`, {
    method: 'DELETE',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: JSON.stringify({ version }),
  })
  if (removed.status !== 204) throw new Error(`deleting the uploaded entry answered ${removed.status}: ${removed.text.slice(0, 200)}`)
  return { seconds, parts }
}

/**
 * Into a state directory of its own: a second writer beside the running site's state upsets it. Run
 * without blocking the event loop: while a spawnSync waited, the site closed the bench client's idle
 * keep-alive socket, and the next request was written to it before node had read the close.
 */
async function wranglerPut(file) {
  const stateDir = mkdtempSync(join(tmpdir(), 'bench-r2-put-'))
  try {
    return await timedPut(file, stateDir)
  } finally {
    rmSync(stateDir, { recursive: true, force: true })
  }
}

async function timedPut(file, stateDir) {
  const started = process.hrtime.bigint()
  const args = ['node_modules/wrangler/bin/wrangler.js', 'r2', 'object', 'put', 'club-media/bench/upload-baseline.mp4']
  try {
    await execFileAsync(process.execPath, [...args, '--file', file, '--local', '--persist-to', stateDir], { maxBuffer: 16 * 1024 * 1024 })
  } catch (err) {
    throw new Error(`wrangler r2 object put failed: ${String(err.stderr || err.stdout || err.message).slice(-300)}`)
  }
  return { seconds: Number(process.hrtime.bigint() - started) / 1e9 }
}
