// The demo photographs (issue 12 §4, worker/seed/photos.ts): each drawing is
// rasterised with sharp at its scale, with a fine film grain so the picture
// compresses like a photograph, and stored as JPEG. Each result is cached
// under .wrangler/photo-build/<hash of the recipe>.jpg, so a second seed does
// no work. sharp comes with miniflare (its local Images binding uses it) and
// runs with npm 11's install scripts not approved: its prebuilt libvips is an
// optional dependency, not a build step.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import sharp from 'sharp'

const CACHE = resolve('.wrangler/photo-build')
// Bump when the look below changes, so cached photographs are made again.
const RECIPE = 'grain-24-soft-light/mozjpeg-80'

let grainTile
/** One tile of grey gaussian noise, repeated over each picture (no picture is smaller than it). */
function grain() {
  grainTile ??= sharp({ create: { width: 128, height: 128, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 } } })
    .greyscale()
    .png()
    .toBuffer()
  return grainTile
}

async function rasterise({ svg, scale }) {
  // The drawing's own size times the scale: librsvg renders SVG at 72 dpi.
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .composite([{ input: await grain(), blend: 'soft-light', tile: true }])
    .jpeg({ quality: 80, mozjpeg: true })
    .toBuffer()
}

/**
 * A PhotoMaker for seedDemoContent: makes or finds each photograph. done()
 * removes cached files this seed did not use and says what it did.
 */
export function nodePhotoMaker({ cache = CACHE, log = console.log } = {}) {
  mkdirSync(cache, { recursive: true })
  const used = new Set()
  let made = 0
  const started = Date.now()
  const makePhoto = async (recipe) => {
    const name = `${createHash('sha256')
      .update(JSON.stringify([RECIPE, recipe.svg, recipe.scale]))
      .digest('hex')
      .slice(0, 20)}.jpg`
    used.add(name)
    const file = join(cache, name)
    let bytes
    if (existsSync(file)) bytes = readFileSync(file)
    else {
      bytes = await rasterise(recipe)
      writeFileSync(`${file}.tmp`, bytes)
      renameSync(`${file}.tmp`, file)
      made += 1
    }
    // An ArrayBuffer of its own: the platform proxy cannot send a view into Node's pooled Buffer memory.
    return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  }
  const done = () => {
    if (used.size === 0) return
    for (const entry of readdirSync(cache)) if (!used.has(entry)) rmSync(join(cache, entry), { force: true })
    const took = ((Date.now() - started) / 1000).toFixed(1)
    log(
      made > 0
        ? `made ${made} demo photographs with sharp in ${took} s`
        : `demo photographs cached in .wrangler/photo-build (${used.size})`,
    )
  }
  return { makePhoto, done }
}
