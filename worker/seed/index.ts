/**
 * Demo content for a fresh database (ARCHITECTURE "Data": a seed, separate from
 * the schema migrations). Runs inside workerd: no Node APIs.
 */
import { demoAccountStatements } from './accounts'
import { advertsPart } from './adverts'
import { otherAdvertsPart } from './adverts-other'
import { type SeedClock, seedClock } from './clock'
import { commercePart } from './commerce'
import { currentSeason } from './fixtures'
import { footballPart } from './football'
import { matchAwardsPart } from './match-awards'
import { menuTables } from './menus'
import { newsPart } from './news'
import { pagesPart } from './pages'
import { settingsPart } from './settings'
import { runInBatches, tableStatements } from './sql'
import { sponsorsPart } from './sponsors'
import { isPhotoKey, type PhotoMaker, photoRecipe } from './photos'
import type { SeedImage, SeedPart } from './types'
import { videosPart } from './videos'
import { demoVoucherStatements } from './vouchers'

/** R2 puts in flight at once: enough to be quick, few enough to stay polite. */
const PUT_CONCURRENCY = 16

/** Every part in foreign-key order, on the clock's calendar; settingsPart ends with the 'web' row that marks completion. */
export function demoContent(clock: SeedClock): SeedPart[] {
  const season = currentSeason(clock)
  return [
    footballPart(season),
    matchAwardsPart(season),
    newsPart(clock, season),
    pagesPart(),
    { tables: menuTables(), images: [] },
    sponsorsPart(),
    advertsPart(clock),
    otherAdvertsPart(clock),
    videosPart(clock, season),
    commercePart(),
    settingsPart(),
  ]
}

async function putImages(bucket: R2Bucket, images: SeedImage[], makePhoto: PhotoMaker): Promise<void> {
  const queue = [...new Map(images.map((image) => [image.key, image])).values()]
  const worker = async () => {
    for (let image = queue.shift(); image; image = queue.shift()) {
      // The DB keeps the bare key; the object lives under images/ (served at /images/<key>).
      if (isPhotoKey(image.key)) {
        await bucket.put(`images/${image.key}`, await makePhoto(photoRecipe(image)), { httpMetadata: { contentType: 'image/jpeg' } })
      } else {
        await bucket.put(`images/${image.key}`, image.svg, { httpMetadata: { contentType: 'image/svg+xml' } })
      }
    }
  }
  await Promise.all(Array.from({ length: PUT_CONCURRENCY }, worker))
}

export interface SeedOptions {
  /**
   * Put the images into R2 (default true). About 290 objects take most
   * of the seed's time in local workerd; tests that never read an image may
   * pass false.
   */
  images?: boolean
  /** Rasterises the demo photographs (photos.ts); needed when images are put. */
  makePhoto?: PhotoMaker
  /**
   * The instant the demo calendar is made for (clock.ts seedClock): its
   * matches, news, videos, adverts and vouchers are dated around it and its
   * men's game is live at it. Default the real clock, so `npm start` and the
   * e2e suite show a living club site on any day; tests that assert dates
   * pass the fixed SEED_NOW.
   */
  now?: Date | string
}

/**
 * Seeds an empty database. A database that has its 'web' settings is already
 * seeded. One that has teams but no 'web' row was interrupted: every insert
 * skips rows that exist, so running again completes it.
 */
export async function seedDemoContent(
  env: { DB: D1Database; MEDIA: R2Bucket },
  options: SeedOptions = {},
): Promise<'seeded' | 'already-seeded'> {
  const state = await env.DB.prepare(`SELECT EXISTS (SELECT 1 FROM site_settings WHERE key = 'web') AS done`).first<{ done: number }>()
  if (state?.done) return 'already-seeded'
  const clock = seedClock(options.now ?? new Date())
  const parts = demoContent(clock)
  // Images first, so a database that says "seeded" never points at missing objects.
  if (options.images !== false) {
    if (!options.makePhoto) throw new Error('seed: putting the images needs makePhoto for the demo photographs')
    await putImages(
      env.MEDIA,
      parts.flatMap((part) => part.images),
      options.makePhoto,
    )
  }
  // settingsPart comes last: its 'web' row marks the seed complete, so the accounts go in before it.
  const settings = parts.pop() as SeedPart
  await runInBatches(env.DB, [
    ...tableStatements(
      env.DB,
      parts.flatMap((part) => part.tables),
    ),
    ...(await demoAccountStatements(env.DB, new Date())),
    ...(await demoVoucherStatements(env.DB, new Date(), clock)),
    ...tableStatements(env.DB, settings.tables),
  ])
  return 'seeded'
}
