// `npm run seed`: put the demo content into the local D1 and R2 that `wrangler dev`
// uses, when the database is still empty, and the demo media (make-media.mjs)
// into R2 when it is missing. Run the migrations first
// (`wrangler d1 migrations apply DB --local`; `npm start` does both).
//   --persist-to <dir>  the same directory given to `wrangler dev --persist-to`
//   --no-media          no pictures or video in R2 (the OIDC e2e's second site shows none)
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'
import { getPlatformProxy } from 'wrangler'
import { makeDemoMedia, putMissingMedia } from './make-media.mjs'
import { nodePhotoMaker } from './make-photos.mjs'

const args = process.argv.slice(2)
const persistAt = args.indexOf('--persist-to')
// wrangler keeps its state under <dir>/v3; getPlatformProxy wants that inner directory.
const persist = persistAt >= 0 ? { path: join(args[persistAt + 1], 'v3') } : true
const noMedia = args.includes('--no-media')

// The seed is TypeScript written for workerd; bundle it to one plain module for node.
const outfile = resolve('.wrangler/tmp/seed-local/seed.mjs')
await build({
  entryPoints: ['worker/seed/index.ts'],
  bundle: true,
  platform: 'neutral',
  format: 'esm',
  target: 'es2022',
  outfile,
  logLevel: 'warning',
})
const { seedDemoContent } = await import(`${pathToFileURL(outfile).href}?v=${Date.now()}`)

// Real HLS renditions (issue 9 §4), made once and cached; null when no ffmpeg could be found.
const media = noMedia ? null : await makeDemoMedia()

/** A database seeded on an earlier day keeps that day's calendar (README "What 'today' means in the demo"): say so. */
async function warnWhenCalendarIsOld(db) {
  const live = await db.prepare(`SELECT kickoff FROM matches WHERE status = 'live' ORDER BY kickoff LIMIT 1`).first()
  if (!live || Date.now() - Date.parse(live.kickoff) < 86_400_000) return
  const where = persistAt >= 0 ? args[persistAt + 1] : '.wrangler/state'
  console.log(
    `the demo calendar is the one seeded on ${live.kickoff.slice(0, 10)} (its live match kicked off then); ` +
      `for today's, remove ${where} and run npm start again`,
  )
}

const proxy = await getPlatformProxy({ configPath: 'wrangler.toml', persist })
try {
  // The demo photographs as JPEG made here with sharp (issue 12 §4), cached under .wrangler/photo-build.
  const photos = nodePhotoMaker()
  // The demo calendar follows the real clock at seed time (worker/seed/clock.ts).
  const result = await seedDemoContent(
    { DB: proxy.env.DB, MEDIA: proxy.env.MEDIA },
    { images: !noMedia, makePhoto: photos.makePhoto, now: new Date() },
  )
  photos.done()
  console.log(result === 'seeded' ? 'seeded' : 'already seeded')
  if (result !== 'seeded') await warnWhenCalendarIsOld(proxy.env.DB)
  if (media) {
    const put = await putMissingMedia(proxy.env.MEDIA, media)
    console.log(put > 0 ? `put ${put} media objects into R2 (media/{playbackId}/…)` : 'demo media already in R2')
  }
} finally {
  await proxy.dispose()
}
