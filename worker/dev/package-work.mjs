// The ffmpeg half of packaging (issue 20 §3): the ladder of one source built
// into a work folder named by the source's content hash and the recipe, so a
// second run (after a failed upload, say) reuses a complete folder and does
// no encoding. The frame at 10% (issue 20 §5) is made beside it.
import { createHash } from 'node:crypto'
import { createReadStream, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { filesUnder, hasFdkAac, rungArgs, runFfmpeg, variantOf } from './ladder-encode.mjs'
import { progressReporter } from './progress-bar.mjs'

const DONE = '.done'
export const THUMBNAIL = 'frame-10.jpg'

/** x264 for real footage: constant quality under each rung's cap; veryfast keeps a 90-minute match to hours, not days, on 2 cores. */
export const PACKAGE_QUALITY = { crf: 21, preset: 'veryfast', profile: 'high', audioKbps: 128, sampleRate: 48000 }

export async function fileHash(path) {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(path)) hash.update(chunk)
  return hash.digest('hex')
}

/** Seconds into the video of the picture for an entry without one: 10% of its length. */
export const frameAt = (duration) => Math.max(0, duration * 0.1)

/**
 * Builds (or finds) the ladder of `source` under workRoot. Answers
 * { dir, reused, ladder, master } where dir holds master.m3u8, {rung}/… and frame-10.jpg.
 */
export async function buildPackage({ rules, ffmpegPath, source, info, workRoot, log, stream = process.stdout }) {
  const audioCodec = info.hasAudio && (await hasFdkAac(ffmpegPath)) ? 'he-aac' : 'aac-lc'
  const ladder = rules.planLadder(info, audioCodec)
  const rungs = [...(ladder.audio ? [ladder.audio] : []), ...ladder.video]
  const recipe = createHash('sha256')
    .update(JSON.stringify({ rungs, PACKAGE_QUALITY, segment: rules.SEGMENT_SECONDS }))
    .digest('hex')
    .slice(0, 10)
  const dir = join(workRoot, `${(await fileHash(source)).slice(0, 24)}-${recipe}`)
  const names = rungs.map((rung) => rung.name).join(', ')
  if (existsSync(join(dir, DONE))) {
    log(`ladder already built in ${dir} (${names})`)
    return { dir, reused: true, ladder }
  }
  const work = `${dir}.tmp`
  rmSync(work, { recursive: true, force: true })
  for (const rung of rungs) mkdirSync(join(work, rung.name), { recursive: true })
  log(
    `encoding ${names}${ladder.audio ? ` (audio-only: ${audioCodec === 'he-aac' ? 'HE-AAC' : 'AAC-LC, no HE-AAC encoder in this ffmpeg'})` : ''}`,
  )
  const maps = { video: '0:v:0', audio: info.hasAudio ? '0:a:0' : null }
  const args = ['-i', source]
  for (const rung of rungs) {
    args.push(
      ...rungArgs(rung, join(work, rung.name), maps, PACKAGE_QUALITY, { sourceFps: info.fps, segmentSeconds: rules.SEGMENT_SECONDS }),
    )
  }
  const bar = progressReporter('encoding', info.duration, stream)
  await runFfmpeg(ffmpegPath, args, { onProgress: (seconds) => bar.update(seconds) })
  bar.finish()
  // issue 20 §5: the picture for an entry without one, a frame at 10% (seeking before -i is fast and exact enough).
  await runFfmpeg(ffmpegPath, [
    ...['-ss', frameAt(info.duration).toFixed(3), '-i', source],
    ...['-frames:v', '1', '-vf', "scale='min(1280,iw)':-2", '-q:v', '3', join(work, THUMBNAIL)],
  ])
  // Video rungs first, the audio-only last: a player that starts on the first variant listed (Safari) starts with a picture.
  const listed = [...ladder.video, ...(ladder.audio ? [ladder.audio] : [])]
  const variants = listed.map((rung) => variantOf(rules, rung, join(work, rung.name), info.hasAudio))
  writeFileSync(join(work, 'master.m3u8'), rules.writeMasterPlaylist(variants))
  writeFileSync(join(work, DONE), `${JSON.stringify(rungs)}\n`)
  rmSync(dir, { recursive: true, force: true })
  renameSync(work, dir)
  return { dir, reused: false, ladder }
}

const TYPES = { m3u8: 'application/vnd.apple.mpegurl', m4s: 'video/iso.segment', mp4: 'video/mp4' }

/** The HLS objects of a built folder for R2: media/{playbackId}/master.m3u8 and media/{playbackId}/{rung}/…; the frame is not one. */
export function packageObjects(dir, playbackId) {
  return filesUnder(dir)
    .filter((file) => file.name !== THUMBNAIL && Object.hasOwn(TYPES, file.name.slice(file.name.lastIndexOf('.') + 1)))
    .map((file) => ({
      key: `media/${playbackId}/${file.name}`,
      path: file.path,
      contentType: TYPES[file.name.slice(file.name.lastIndexOf('.') + 1)],
    }))
}
