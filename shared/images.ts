/** SPEC §9.5 image sizes by use. */
export const IMAGE_SIZES = {
  news: { width: 400, height: 400 },
  newsHero: { width: 1200, height: 675 },
  videoThumbnail: { width: 300, height: 169 },
  promo: { width: 1400, height: 1400 },
  advert: { width: 750, height: 750 },
  categoryCard: { width: 400, height: 600 },
} as const

/**
 * URL of an image from the image library (SPEC §7): `/images/{w}x{h}/{key}`,
 * or `/images/fit-in/{w}x{h}/{key}` to fit without cropping (handler v2).
 */
export function imageUrl(key: string, size?: { width: number; height: number }, fit: 'cover' | 'contain' = 'cover'): string {
  const clean = key.replace(/^\/+/, '').replace(/^images\//, '')
  if (!size) return `/images/${clean}`
  const prefix = fit === 'contain' ? 'fit-in/' : ''
  return `/images/${prefix}${size.width}x${size.height}/${clean}`
}
