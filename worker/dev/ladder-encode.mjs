// ffmpeg arguments for the ladder (shared/rules/hls-ladder.ts), shared by the
// packaging command and the demo media: every rung is fMP4 HLS cut at the
// ladder's segment length, with a keyframe at every cut, under {rung.name}/.
import { spawn } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

export const CONTENT_TYPES = { m3u8: 'application/vnd.apple.mpegurl', m4s: 'video/iso.segment', mp4: 'video/mp4', jpg: 'image/jpeg' }

/** The HLS muxer's arguments for one rendition written into `dir`. */
export function hlsArgs(dir, segmentSeconds) {
  return [
    ...['-f', 'hls', '-hls_time', String(segmentSeconds), '-hls_playlist_type', 'vod'],
    ...['-hls_segment_type', 'fmp4', '-hls_fmp4_init_filename', 'init.mp4'],
    ...['-hls_segment_filename', `${dir}/seg_%03d.m4s`, `${dir}/index.m3u8`],
  ]
}

/**
 * The audio-only rung: HE-AAC through libfdk_aac when this ffmpeg has it, else
 * ffmpeg's own AAC-LC at the same 48 kbit/s (Debian's ffmpeg has no HE-AAC
 * encoder; shared/rules/hls-ladder.ts AudioCodec).
 */
export function audioCodecArgs(rung) {
  const encoder = rung.codec === 'he-aac' ? ['-c:a', 'libfdk_aac', '-profile:a', 'aac_he'] : ['-c:a', 'aac']
  return [...encoder, '-b:a', `${rung.kbps}k`, '-ac', '2', '-ar', '48000']
}

/**
 * One rung's output arguments. `maps` names the input streams ({ video: '0:v:0',
 * audio: '0:a:0' | null }); `quality` the x264 settings ({ crf, preset, profile,
 * level?, audioKbps, sampleRate }): the bit rate is a cap (-maxrate) over
 * constant quality, so a simple picture stays smaller still.
 */
export function rungArgs(rung, dir, maps, quality, { sourceFps = rung.fps, segmentSeconds = 4 } = {}) {
  if (rung.kind === 'audio') return ['-map', maps.audio, '-vn', ...audioCodecArgs(rung), ...hlsArgs(dir, segmentSeconds)]
  const filters = [`scale=${rung.width}:${rung.height}`]
  if (sourceFps > rung.fps) filters.push(`fps=${rung.fps}`) // only above 60: the source's own rate is otherwise kept
  const gop = String(rung.keyframeInterval)
  return [
    ...['-map', maps.video, ...(maps.audio ? ['-map', maps.audio] : [])],
    ...['-vf', filters.join(','), '-c:v', 'libx264', '-preset', quality.preset, '-profile:v', quality.profile],
    ...(quality.level ? ['-level:v', quality.level] : []),
    ...['-pix_fmt', 'yuv420p', '-crf', String(quality.crf), '-maxrate', `${rung.maxKbps}k`, '-bufsize', `${rung.maxKbps * 2}k`],
    ...['-g', gop, '-keyint_min', gop, '-sc_threshold', '0'],
    ...(maps.audio ? ['-c:a', 'aac', '-b:a', `${quality.audioKbps}k`, '-ac', '2', '-ar', String(quality.sampleRate)] : []),
    ...hlsArgs(dir, segmentSeconds),
  ]
}

/** Whether this ffmpeg can encode HE-AAC (libfdk_aac is in non-free builds only). */
export async function hasFdkAac(ffmpegPath) {
  const { stdout } = await runFfmpeg(ffmpegPath, ['-hide_banner', '-encoders'], { quiet: false })
  return /\blibfdk_aac\b/.test(stdout)
}

/**
 * Runs ffmpeg; with onProgress, `-progress pipe:1` reports seconds done.
 * Resolves { stdout, stderr }; an exit other than 0 rejects with ffmpeg's last words.
 */
export function runFfmpeg(ffmpegPath, args, { onProgress = null, quiet = true } = {}) {
  const head = quiet ? ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y'] : []
  const progress = onProgress ? ['-progress', 'pipe:1', '-nostats'] : []
  return new Promise((done, fail) => {
    const child = spawn(ffmpegPath, [...head, ...progress, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    let pending = ''
    child.stdout.on('data', (chunk) => {
      if (!onProgress) {
        stdout += chunk
        return
      }
      pending += chunk
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const line of lines) {
        const match = /^out_time_(?:us|ms)=(\d+)/.exec(line.trim())
        if (match) onProgress(Number(match[1]) / 1e6)
      }
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', fail)
    child.on('exit', (code) =>
      code === 0 ? done({ stdout, stderr }) : fail(new Error(`ffmpeg exited with ${code}: ${stderr.trim().slice(-1500)}`)),
    )
  })
}

/** The master playlist's facts of one rung read from its files: bandwidth from the segments, the H.264 codec from init.mp4. */
export function variantOf(rules, rung, dir, hasAudio) {
  const playlist = readFileSync(join(dir, 'index.m3u8'), 'utf8')
  const segments = rules.mediaSegments(playlist).map((s) => ({ seconds: s.seconds, bytes: statSync(join(dir, s.uri)).size }))
  const { peak, average } = rules.segmentBandwidth(segments)
  const uri = `${rung.name}/index.m3u8`
  if (rung.kind === 'audio') return { uri, bandwidth: peak, codecs: [rung.codecs] }
  const avc = rules.avcCodecOf(readFileSync(join(dir, 'init.mp4')))
  const codecs = [avc ?? 'avc1.64001f', ...(hasAudio ? ['mp4a.40.2'] : [])]
  return { uri, bandwidth: peak, averageBandwidth: average, codecs, video: { width: rung.width, height: rung.height, fps: rung.fps } }
}

/** Every file of a finished folder as { path, name } (name relative, '/' separated), sorted. */
export function filesUnder(root, prefix = '') {
  const out = []
  for (const entry of readdirSync(join(root, prefix), { withFileTypes: true })) {
    const name = prefix ? `${prefix}/${entry.name}` : entry.name
    if (entry.isDirectory()) out.push(...filesUnder(root, name))
    else if (!entry.name.startsWith('.')) out.push({ path: join(root, name), name })
  }
  return out.sort((a, b) => a.name.localeCompare(b.name))
}
