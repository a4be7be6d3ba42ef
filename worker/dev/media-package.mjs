// `npm run media:package -- <file> [--entry <id>] [--remote]` (issue 20 §3):
// one video file into the r2 provider's adaptive HLS ladder, written to the
// local R2 that `npm start` uses (or with --remote the production bucket), and
// the entry made ready in D1. `--entry <id>` without a file packages what the
// editor uploaded in the back office (R2 uploads/{id}/source). A second run
// resumes: the encoded folder is reused, objects already sent are skipped.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createEntryBatch, readEntrySql, updateEntryBatch } from './entry-sql.mjs'
import { loadHlsRules } from './hls-rules.mjs'
import { findFfmpeg } from './make-media.mjs'
import { probeMedia } from './media-probe.mjs'
import { localStore, remoteStore } from './media-store.mjs'
import { newIds, parsePackageArgs, titleFromFile, USAGE, usablePlaybackId } from './package-args.mjs'
import { putFrame } from './package-steps.mjs'
import { keepCaptions } from './package-captions.mjs'
import { buildPackage, packageObjects } from './package-work.mjs'
import { progressReporter } from './progress-bar.mjs'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))

/** A refusal the editor can act on: one line, exit code 1, nothing written. */
class Refusal extends Error {}

async function main(argv) {
  const args = parsePackageArgs(argv)
  if (!args.ok) {
    if (args.message === USAGE) {
      console.log(USAGE)
      return 0
    }
    throw new Refusal(args.message)
  }
  const ffmpeg = findFfmpeg()
  if (!ffmpeg) throw new Refusal('no ffmpeg found (install Debian ffmpeg, or `npm ci` for @ffmpeg-installer/ffmpeg)')
  // A file given on the command line is judged before anything is opened or written.
  let info = null
  if (args.file) {
    const probed = await probeMedia(ffmpeg.path, args.file)
    if (!probed.ok) throw new Refusal(probed.message)
    info = probed.info
  }
  const workRoot = args.work ?? join(ROOT, '.wrangler/media-package')
  const store = args.remote ? remoteStore(workRoot) : await localStore(args.persistTo)
  const scratch = mkdtempSync(join(tmpdir(), 'media-package-'))
  try {
    let row = null
    if (args.entry) {
      row = await store.first(readEntrySql(args.entry))
      if (!row) throw new Refusal(`no video entry ${args.entry} in ${store.where}`)
      if (row.provider !== 'r2') throw new Refusal(`entry ${args.entry} is served by ${row.provider}, not r2: nothing to package`)
      if (row.playback_id && !usablePlaybackId(row.playback_id)) {
        throw new Refusal(`entry ${args.entry} has a playback id the media gateway would not serve (${JSON.stringify(row.playback_id)})`)
      }
    }
    let source = args.file
    if (!source) {
      source = join(scratch, 'source')
      console.log(`reading uploads/${args.entry}/source from ${store.where}`)
      if (!(await store.fetchObject(`uploads/${args.entry}/source`, source))) {
        throw new Refusal(
          `entry ${args.entry} has no uploaded file (uploads/${args.entry}/source): upload it in the back office, or give the file`,
        )
      }
      const probed = await probeMedia(ffmpeg.path, source)
      if (!probed.ok) throw new Refusal(`the upload of entry ${args.entry}: ${probed.message}`)
      info = probed.info
    }
    const ids = row ? { entryId: row.entry_id, playbackId: row.playback_id || newIds().playbackId } : newIds()
    const rules = await loadHlsRules()
    const built = await buildPackage({ rules, ffmpegPath: ffmpeg.path, source, info, workRoot, log: console.log })
    // issue 20 §6: an entry's captions stay listed in the master it is given (the caption files are left as they are).
    const { objects, languages } = keepCaptions({
      rules,
      objects: packageObjects(built.dir, ids.playbackId),
      dir: built.dir,
      scratch,
      playbackId: ids.playbackId,
      row,
    })
    const bar = progressReporter(`objects to ${store.where}`, objects.length, process.stdout, 'count')
    const sent = await store.putFiles(objects, (done) => bar.update(done))
    bar.finish()
    const needsFrame = !row?.thumbnail_key
    const thumbnailKey = needsFrame ? await putFrame({ rules, store, dir: built.dir, now: new Date() }) : null
    const facts = { playbackId: ids.playbackId, durationSeconds: Math.max(1, Math.round(info.duration)), thumbnailKey }
    const now = new Date()
    if (row) await store.batch(updateEntryBatch(row, facts, now))
    else await store.batch(createEntryBatch(ids, { ...facts, title: titleFromFile(args.file) }, now))
    const rungs = [built.ladder.audio?.name, ...built.ladder.video.map((rung) => rung.name)].filter(Boolean).join(', ')
    console.log(
      `${row ? 'entry' : 'new draft entry'} ${ids.entryId} ready: playback id ${ids.playbackId}, ${rungs}; ` +
        `${objects.length} objects (${sent} sent, ${objects.length - sent} already there)` +
        `${thumbnailKey ? `, picture ${thumbnailKey}` : ''}${languages.length > 0 ? `, captions ${languages.join(', ')} kept` : ''} in ${store.where}`,
    )
    return 0
  } finally {
    rmSync(scratch, { recursive: true, force: true })
    await store.dispose()
  }
}

try {
  process.exitCode = await main(process.argv.slice(2))
} catch (error) {
  // One line, no stack: a refusal says what to do; anything else says what failed.
  const message = error instanceof Error ? error.message : String(error)
  console.error(`media:package: ${error instanceof Refusal ? message : `failed: ${message.split('\n').slice(0, 3).join(' ')}`}`)
  process.exitCode = 1
}
