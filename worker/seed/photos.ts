/**
 * The demo's photographs (issue 12 §4): news and page pictures, player
 * portraits, video thumbnails, category cards, adverts and promos are drawn
 * as SVG like every demo image, but stored as JPEG, rasterised at seed time
 * (worker/dev/make-photos.mjs with sharp, never inside the worker), so the
 * image gateway has real pictures to resize. Their keys end in .jpg; crests,
 * kits, logos, wordmarks and placeholders stay SVG.
 */

/** How many times its drawn size each kind of photograph is stored at: enough for a 2x screen at the largest use. */
const SCALE_BY_FOLDER: Record<string, number> = {
  // Drawn 400x400; also the 1200x675 article hero.
  news: 3,
  // Drawn 1200x600, page heroes.
  pages: 1.5,
  // Category cards, drawn at their 400x600 (SPEC §9.5).
  cards: 2,
  players: 2,
  // Thumbnails drawn 640x360; feeds ask for width 300 (SPEC §9.5).
  videos: 2,
  channels: 2,
  'video-categories': 1.5,
  // Adverts (750x750), promos (1400x1400) and banners are drawn at their §9.5 size.
  adverts: 1,
  promos: 1,
  streams: 1,
  packages: 1,
  'town-tv': 1,
}

export interface PhotoRecipe {
  key: string
  svg: string
  scale: number
}

export function isPhotoKey(key: string): boolean {
  return key.endsWith('.jpg')
}

/** A seed image stored as a photograph, with the scale it is rasterised at. */
export function photoRecipe(image: { key: string; svg: string }): PhotoRecipe {
  const scale = SCALE_BY_FOLDER[image.key.split('/')[0] ?? '']
  if (!scale) throw new Error(`seed: no photograph scale for ${image.key}`)
  return { ...image, scale }
}

/** Makes the JPEG bytes of a photograph: sharp in node (seed-local), the Images binding in the worker tests. */
export type PhotoMaker = (recipe: PhotoRecipe) => Promise<ArrayBuffer>
