/** SPEC §9.5 image sizes by use. */
export const IMAGE_SIZES = {
  news: { width: 400, height: 400 },
  newsHero: { width: 1200, height: 675 },
  videoThumbnail: { width: 300, height: 169 },
  promo: { width: 1400, height: 1400 },
  advert: { width: 750, height: 750 },
  categoryCard: { width: 400, height: 600 },
} as const

export interface ImageSize {
  width: number
  height: number
}

/**
 * SPEC §9.5 ad sizes as the page shows them: mpu 300 px (the square 750x750 advert image),
 * banner 728 px and large banner 1000 px, both at the leaderboard's 90 px height.
 */
export const AD_SIZES = {
  mpu: { width: 300, height: 300 },
  banner: { width: 728, height: 90 },
  'large-banner': { width: 1000, height: 90 },
} as const satisfies Record<string, ImageSize>

export type AdSize = keyof typeof AD_SIZES

/** The §9.5 size an advert image's imageSize names; a size without a banner shape ('content-feed') is square. */
export function adSizeOf(imageSize: string): AdSize {
  return imageSize === 'banner' || imageSize === 'large-banner' ? imageSize : 'mpu'
}

/**
 * URL of an image from the image library (SPEC §7): `/images/{w}x{h}/{key}`,
 * or `/images/fit-in/{w}x{h}/{key}` to fit without cropping (handler v2).
 */
export function imageUrl(key: string, size?: ImageSize, fit: 'cover' | 'contain' = 'cover'): string {
  const clean = key.replace(/^\/+/, '').replace(/^images\//, '')
  if (!size) return `/images/${clean}`
  const prefix = fit === 'contain' ? 'fit-in/' : ''
  return `/images/${prefix}${size.width}x${size.height}/${clean}`
}

/**
 * Widths a picture is offered at in srcset: one ladder for every picture, so
 * the image library makes and caches few variants of each (issue 12 §4).
 */
export const SRCSET_WIDTHS = [160, 320, 480, 640, 800, 960, 1200, 1600, 2000] as const

/** What an <img> (or a <source>) needs so the browser fetches the picture at the size it shows it. */
export interface ResponsiveImage {
  src: string
  srcSet?: string
  sizes?: string
}

/**
 * A picture at its §9.5 size, cropped to that shape, with candidates from a
 * quarter to twice that width (a phone takes a small one, a 2x screen a large
 * one). `sizes` says how wide the layout shows it, as the sizes attribute.
 * SVG has one URL: it is sent as it is at any size.
 */
export function responsiveImage(key: string, size: ImageSize, sizes: string): ResponsiveImage {
  const src = imageUrl(key, size)
  if (/\.svg$/i.test(key)) return { src }
  const widths = new Set<number>([size.width, Math.min(2 * size.width, 4000)])
  for (const width of SRCSET_WIDTHS) if (width >= size.width / 4 && width <= 2 * size.width) widths.add(width)
  const srcSet = [...widths]
    .sort((a, b) => a - b)
    .map((width) => `${imageUrl(key, { width, height: Math.max(1, Math.round((width * size.height) / size.width)) })} ${width}w`)
    .join(', ')
  return { src, srcSet, sizes }
}

/** The stored key of an image URL the API gave (e.g. a feed's '/images/300x169/videos/x.jpg'). */
export function imageKeyOfUrl(url: string): string {
  return url.replace(/^\/images\/(?:fit-in\/)?(?:\d+x\d+(?:,contain)?\/)?/, '')
}
