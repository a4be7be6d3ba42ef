/**
 * The pieces of an image request (SPEC §7 "Image URLs") that the path rule
 * (image-path.ts) and the advanced form (image-request-encoded.ts) share.
 */

/** Largest width or height a transform may ask for. */
export const MAX_IMAGE_SIDE = 4000

export type ImageFit = 'cover' | 'inside' | 'pad'
export type ImagePosition = 'centre' | 'top'
export interface Rgba {
  r: number
  g: number
  b: number
  alpha: number
}

/** A resize of one stored image. */
export interface ImageTransformRequest {
  key: string
  width: number
  height: number
  /** cover: crop to fill; inside: fit within, never enlarged; pad: fit within and fill the rest with background. */
  fit: ImageFit
  /** Which part a cover crop keeps. */
  position: ImagePosition
  /** Fill around a padded image. */
  background: Rgba | null
  /** Colour under transparent pixels (the advanced form's flatten). */
  flatten: Rgba | null
  /** An output format the URL itself names (the advanced form's jpeg); null lets the Accept header choose. */
  format: 'jpeg' | null
}

export type ImagePathErrorCode = 'not_found' | 'image_size_invalid' | 'image_request_invalid' | 'image_format_unsupported'

export type ImagePath =
  | { kind: 'original'; key: string }
  | { kind: 'transform'; request: ImageTransformRequest }
  | { kind: 'refused'; status: 400 | 404; code: ImagePathErrorCode; message: string }

/** Stored formats: SVG is served as it is, the raster ones can be resized. */
export const SOURCE_FORMATS = { svg: 'svg', jpg: 'jpeg', jpeg: 'jpeg', png: 'png', webp: 'webp', avif: 'avif' } as const
export type SourceFormat = (typeof SOURCE_FORMATS)[keyof typeof SOURCE_FORMATS]

const KEY_PATTERN = /^[a-z0-9][a-z0-9/_.-]{0,200}$/i

export type KeyCheck = { kind: 'ok'; format: SourceFormat } | Extract<ImagePath, { kind: 'refused' }>

/** A stored image's key: no traversal, no odd characters, an extension we serve. */
export function checkImageKey(key: string): KeyCheck {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '' || part.startsWith('.')) || key.includes('..')) {
    return refused(404, 'not_found', 'No such image')
  }
  const extension = key.includes('.') ? key.slice(key.lastIndexOf('.') + 1).toLowerCase() : ''
  // Own properties only: 'x.constructor' must not find Object's.
  const format = Object.hasOwn(SOURCE_FORMATS, extension) ? SOURCE_FORMATS[extension as keyof typeof SOURCE_FORMATS] : undefined
  if (!format) return refused(400, 'image_format_unsupported', 'Images are SVG, JPEG, PNG, WebP or AVIF')
  return { kind: 'ok', format }
}

/** A side of a requested size: whole pixels from 1 to MAX_IMAGE_SIDE. */
export function checkImageSide(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_IMAGE_SIDE
}

export const SIZE_REFUSAL = refused(400, 'image_size_invalid', `Image sizes are 1 to ${MAX_IMAGE_SIDE} px a side`)

export function refused(status: 400 | 404, code: ImagePathErrorCode, message: string): Extract<ImagePath, { kind: 'refused' }> {
  return { kind: 'refused', status, code, message }
}
