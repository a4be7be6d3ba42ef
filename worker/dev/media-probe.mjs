// What a source file is (issue 20 §3): refused before any work when it is not
// a video — an HTML page saved instead of the download, a zip, a truncated MP4,
// an empty file — with one clear line. ffprobe beside ffmpeg when present,
// else the stream lines `ffmpeg -i` prints.
import { spawn } from 'node:child_process'
import { existsSync, openSync, readSync, closeSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

const refuse = (file, why) => ({ ok: false, message: `${basename(file)} ${why}` })

/** A refusal from the file's first bytes alone, or null when they could be media. */
export function sniffRefusal(file, head, size) {
  if (size === 0) return refuse(file, 'is empty (0 bytes): not a video')
  const text = Buffer.from(head.subarray(0, 512))
    .toString('latin1')
    .replace(/^\uFEFF|^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase()
  if (text.startsWith('<!doctype html') || text.startsWith('<html') || text.startsWith('<?xml') || text.startsWith('<head')) {
    return refuse(file, 'is a web page (HTML), not a video: was the page saved instead of the file?')
  }
  if (head[0] === 0x50 && head[1] === 0x4b && (head[2] === 0x03 || head[2] === 0x05))
    return refuse(file, 'is a zip archive, not a video: unpack it first')
  return null
}

/** Frames a second from ffprobe's '30000/1001' (or a plain number); 0 when unknown. */
export function rate(value) {
  if (typeof value !== 'string' && typeof value !== 'number') return 0
  const [top, bottom = '1'] = String(value).split('/')
  const fps = Number(top) / Number(bottom)
  return Number.isFinite(fps) && fps > 0 ? fps : 0
}

function judged(file, facts) {
  if (!facts.hasVideo) return refuse(file, 'has no picture (no video track): not a video')
  if (!(facts.duration > 0)) return refuse(file, 'has no length: truncated or not a video')
  if (!(facts.width > 0 && facts.height > 0)) return refuse(file, 'has a video track without a size: damaged or not a video')
  return { ok: true, info: facts }
}

/** ffprobe -show_format -show_streams -of json, judged. Cover art (attached_pic) is not a picture track. */
export function parseFfprobe(file, json) {
  let data
  try {
    data = JSON.parse(json)
  } catch {
    return refuse(file, 'could not be read as a video (ffprobe gave no answer)')
  }
  const streams = Array.isArray(data?.streams) ? data.streams : []
  const video = streams.find((s) => s.codec_type === 'video' && s.disposition?.attached_pic !== 1)
  const audio = streams.find((s) => s.codec_type === 'audio')
  const duration = Number(data?.format?.duration ?? video?.duration ?? 0)
  return judged(file, {
    duration: Number.isFinite(duration) ? duration : 0,
    width: Number(video?.width ?? 0),
    height: Number(video?.height ?? 0),
    fps: rate(video?.avg_frame_rate) || rate(video?.r_frame_rate),
    hasVideo: Boolean(video),
    hasAudio: Boolean(audio),
  })
}

/** The same facts from `ffmpeg -i <file>`'s stderr, for an ffmpeg without ffprobe beside it. */
export function parseFfmpegInfo(file, stderr) {
  const failure = probeFailure(file, stderr)
  const time = /Duration: (\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(stderr)
  const duration = time ? Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3]) : 0
  const videoLine = stderr.split('\n').find((line) => /Stream #.*: Video: /.test(line) && !line.includes('attached pic'))
  if (!videoLine && !time && failure) return failure
  const size = videoLine ? /, (\d{2,5})x(\d{2,5})[\s,[]/.exec(videoLine) : null
  const fps = videoLine ? /, (\d+(?:\.\d+)?) fps/.exec(videoLine) : null
  return judged(file, {
    duration,
    width: size ? Number(size[1]) : 0,
    height: size ? Number(size[2]) : 0,
    fps: fps ? Number(fps[1]) : 0,
    hasVideo: Boolean(videoLine),
    hasAudio: /Stream #.*: Audio: /.test(stderr),
  })
}

/** A probe that failed outright: the reason in the words an editor can act on. */
export function probeFailure(file, stderr) {
  if (/moov atom not found/i.test(stderr))
    return refuse(file, 'is truncated or damaged (its MP4 index is missing): copy or download it again')
  if (/Invalid data found when processing input/i.test(stderr)) return refuse(file, 'is not a video ffmpeg can read')
  if (/No such file or directory/i.test(stderr)) return refuse(file, 'does not exist')
  return null
}

function capture(binary, args) {
  return new Promise((done, fail) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', fail)
    child.on('exit', (code) => done({ code, stdout, stderr }))
  })
}

/** Probes a file on disk: { ok: true, info } or { ok: false, message }. */
export async function probeMedia(ffmpegPath, file) {
  if (!existsSync(file)) return refuse(file, 'does not exist')
  const stat = statSync(file)
  if (!stat.isFile()) return refuse(file, 'is not a file')
  const head = Buffer.alloc(Math.min(512, stat.size))
  const fd = openSync(file, 'r')
  try {
    readSync(fd, head, 0, head.length, 0)
  } finally {
    closeSync(fd)
  }
  const sniffed = sniffRefusal(file, head, stat.size)
  if (sniffed) return sniffed
  const ffprobe = join(dirname(ffmpegPath), 'ffprobe')
  if (existsSync(ffprobe)) {
    const result = await capture(ffprobe, ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file])
    if (result.code !== 0) return probeFailure(file, result.stderr) ?? refuse(file, 'could not be read as a video')
    return parseFfprobe(file, result.stdout)
  }
  const result = await capture(ffmpegPath, ['-hide_banner', '-nostdin', '-i', file])
  return parseFfmpegInfo(file, result.stderr)
}
