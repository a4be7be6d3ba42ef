// The ladder and master playlist rules (shared/rules/hls-ladder.ts,
// hls-master-playlist.ts; hls-subtitles.ts; and image-request.ts checkImageKey) for node scripts: node 20 runs no TypeScript, so
// esbuild bundles the two pure modules once into .wrangler/tmp (as
// seed-local.mjs does for the seed) and they are imported from there.
import { rmSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const ROOT = fileURLToPath(new URL('../../', import.meta.url))
let loaded = null

/** { planLadder, audioRung, writeMasterPlaylist, mediaSegments, segmentBandwidth, avcCodecOf, SEGMENT_SECONDS, checkImageKey, withSubtitles, captionLanguagesIn, captionFiles, subtitlePlaylist } */
export function loadHlsRules() {
  loaded ??= (async () => {
    const outfile = `${ROOT}.wrangler/tmp/hls-rules/rules-${process.pid}.mjs`
    await build({
      stdin: {
        contents: [
          "export * from './shared/rules/hls-ladder.ts'",
          "export * from './shared/rules/hls-master-playlist.ts'",
          "export { checkImageKey } from './shared/rules/image-request.ts'",
          // issue 20 §6 (named: SUBTITLE_GROUP is in both subtitle modules).
          "export { captionFiles, captionLanguagesIn, subtitlePlaylist, withSubtitles } from './shared/rules/hls-subtitles.ts'",
        ].join('\n'),
        resolveDir: ROOT,
        loader: 'ts',
      },
      bundle: true,
      platform: 'neutral',
      format: 'esm',
      target: 'es2022',
      outfile,
      logLevel: 'warning',
    })
    try {
      return await import(`${pathToFileURL(outfile).href}?v=${Date.now()}`)
    } finally {
      // One file per process (two scripts may bundle at once); nothing reads it after the import.
      rmSync(outfile, { force: true })
    }
  })()
  return loaded
}
