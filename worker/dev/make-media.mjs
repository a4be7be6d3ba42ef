// The demo's real media (issue 9 §4): short test-pattern videos with tone audio,
// an audio-only commentary and two longer loop recordings for the live window
// (the commentary and the live video in English and Arabic, issue 21 §3),
// as fMP4 HLS made by ffmpeg. Each rendition is cached under
// .wrangler/media-build/<hash of its ffmpeg arguments>, so a second `npm start`
// does no work. worker/dev/seed-local.mjs puts the result into the local R2
// (media/{playbackId}/…); `node worker/dev/make-media.mjs` only builds.
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { demoMasterAndCaptions } from './demo-captions.mjs'
import { loadHlsRules } from './hls-rules.mjs'
import { hasFdkAac, variantOf } from './ladder-encode.mjs'
import { demoMedia } from './media-recipes.mjs'

const CACHE = resolve('.wrangler/media-build')
const DONE = '.done'

/** Debian's ffmpeg when present (CI installs it), else the static build inside the npm package. */
export function findFfmpeg() {
  if (existsSync('/usr/bin/ffmpeg')) return { path: '/usr/bin/ffmpeg', source: 'system (/usr/bin/ffmpeg)' }
  try {
    const { path } = createRequire(import.meta.url)('@ffmpeg-installer/ffmpeg')
    // npm 11 does not run the package's `chmod u+x` install script; the tarball's mode is usually enough.
    try {
      accessSync(path, constants.X_OK)
    } catch {
      chmodSync(path, 0o755)
    }
    return { path, source: `npm @ffmpeg-installer/ffmpeg (${path})` }
  } catch {
    return null
  }
}

function run(binary, args) {
  return new Promise((done, fail) => {
    const child = spawn(binary, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], { stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    child.on('error', fail)
    child.on('exit', (code) => (code === 0 ? done() : fail(new Error(`ffmpeg exited with ${code}: ${stderr.trim().slice(-2000)}`))))
  })
}

/** One rendition's files, made once per distinct argument list. */
async function buildRendition(ffmpeg, args, cache) {
  const key = createHash('sha256').update(JSON.stringify(args)).digest('hex').slice(0, 20)
  const dir = join(cache, key)
  if (existsSync(join(dir, DONE))) return { key, dir, built: false }
  const work = `${dir}.tmp`
  rmSync(work, { recursive: true, force: true })
  mkdirSync(work, { recursive: true })
  const concrete = args.map((arg) => arg.replaceAll('{out}', work))
  await run(ffmpeg, concrete)
  writeFileSync(join(work, DONE), `${JSON.stringify(args)}\n`)
  rmSync(dir, { recursive: true, force: true })
  renameSync(work, dir)
  return { key, dir, built: true }
}

const CONTENT_TYPES = { m3u8: 'application/vnd.apple.mpegurl', m4s: 'video/iso.segment', mp4: 'video/mp4' }

/**
 * Builds every demo recording (or finds it cached) and lists the objects for
 * R2: { key: 'media/{playbackId}/…', body, contentType, build }. `build` names
 * the inputs, so an object made from other arguments is replaced. Null when
 * this machine has no ffmpeg at all; an ffmpeg that fails throws.
 */
export async function makeDemoMedia({ log = console.log, ffmpeg = findFfmpeg(), cache = CACHE } = {}) {
  if (!ffmpeg) {
    log('no ffmpeg found (Debian ffmpeg or `npm ci` for @ffmpeg-installer/ffmpeg): demo videos will not play')
    return null
  }
  mkdirSync(cache, { recursive: true })
  const started = Date.now()
  const objects = []
  let built = 0
  // issue 20 §3: the packaging ladder of a 720p source (media-recipes.mjs).
  const rules = await loadHlsRules()
  for (const media of demoMedia(rules, (await hasFdkAac(ffmpeg.path)) ? 'he-aac' : 'aac-lc')) {
    const variants = []
    // Issue 21 §3: the commentary languages, the master's alternate audio renditions.
    const audio = []
    for (const rendition of media.renditions) {
      const result = await buildRendition(ffmpeg.path, rendition.args, cache)
      if (result.built) built += 1
      for (const file of readdirSync(result.dir)
        .filter((name) => name !== DONE)
        .sort()) {
        const extension = file.slice(file.lastIndexOf('.') + 1)
        const contentType = CONTENT_TYPES[extension]
        if (!contentType) continue
        const body = readFileSync(join(result.dir, file))
        objects.push({ key: `media/${media.playbackId}/${rendition.name}/${file}`, body, contentType, build: result.key })
      }
      const variant = variantOf(rules, rendition.rung, result.dir, true)
      if (rendition.variant !== false) variants.push(variant)
      if (rendition.language) audio.push({ language: rendition.language, uri: variant.uri, bandwidth: variant.bandwidth })
    }
    // issue 20 §6: a recording with captions gets its caption files and the subtitle group in its master.
    const { master, files } = demoMasterAndCaptions(rules, media, variants, audio)
    for (const file of [{ key: `media/${media.playbackId}/master.m3u8`, text: master, contentType: CONTENT_TYPES.m3u8 }, ...files]) {
      // Named by their text, so an edited caption (or master) replaces the one in R2.
      const build = createHash('sha256').update(file.text).digest('hex').slice(0, 20)
      objects.push({ key: file.key, body: Buffer.from(file.text), contentType: file.contentType, build })
    }
  }
  // Renditions from older recipes are never read again (the text objects' builds name no folder).
  const used = new Set(objects.map((object) => object.build))
  for (const entry of readdirSync(cache)) if (!used.has(entry)) rmSync(join(cache, entry), { recursive: true, force: true })
  const bytes = objects.reduce((sum, object) => sum + object.body.length, 0)
  const took = ((Date.now() - started) / 1000).toFixed(1)
  log(
    built > 0
      ? `made ${built} renditions with ffmpeg from ${ffmpeg.source} in ${took} s; ${objects.length} objects, ${(bytes / 1e6).toFixed(1)} MB`
      : `demo media cached in .wrangler/media-build (${objects.length} objects, ${(bytes / 1e6).toFixed(1)} MB)`,
  )
  return objects
}

/** Puts the objects a bucket lacks (or holds from other arguments); answers how many went in. */
export async function putMissingMedia(bucket, objects, concurrency = 8) {
  const queue = [...objects]
  let put = 0
  const worker = async () => {
    for (let object = queue.shift(); object; object = queue.shift()) {
      const head = await bucket.head(object.key)
      if (head?.customMetadata?.build === object.build) continue
      // An ArrayBuffer of its own: the platform proxy cannot send a view into Node's pooled Buffer memory.
      const body = object.body.buffer.slice(object.body.byteOffset, object.body.byteOffset + object.body.byteLength)
      await bucket.put(object.key, body, {
        httpMetadata: { contentType: object.contentType },
        customMetadata: { build: object.build },
      })
      put += 1
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return put
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await makeDemoMedia()
