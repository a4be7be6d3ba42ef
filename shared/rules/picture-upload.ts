/**
 * Issue 19 §8: a picture an editor uploads is judged by its bytes, never by
 * its name or the type the browser claims. Only raster formats the image
 * library serves are taken; SVG (a document that can carry script) and
 * anything else (HTML named .jpg, a PDF) are refused.
 */
export type PictureFormat = 'jpeg' | 'png' | 'webp' | 'avif'

export const PICTURE_TYPES: Record<PictureFormat, { contentType: string; extension: string }> = {
  jpeg: { contentType: 'image/jpeg', extension: 'jpg' },
  png: { contentType: 'image/png', extension: 'png' },
  webp: { contentType: 'image/webp', extension: 'webp' },
  avif: { contentType: 'image/avif', extension: 'avif' },
}

/** 20 MB: a full-size photo from a camera; the transforms make every smaller size. */
export const PICTURE_MAX_BYTES = 20 * 1024 * 1024

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) => signature.every((b, i) => bytes[at + i] === b)
const ascii = (bytes: Uint8Array, from: number, length: number) => String.fromCharCode(...bytes.subarray(from, from + length))

/** The format the bytes are, by their signature; null for anything we do not take. */
export function pictureFormatOf(bytes: Uint8Array): PictureFormat | null {
  if (bytes.length < 12) return null
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp'
  // ISO BMFF: a box 'ftyp' whose major brand is an AVIF one.
  if (ascii(bytes, 4, 4) === 'ftyp' && ['avif', 'avis'].includes(ascii(bytes, 8, 4))) return 'avif'
  return null
}

export type PictureVerdict = { ok: true; format: PictureFormat } | { ok: false; reason: 'empty' | 'tooLarge' | 'notAPicture' }

export function judgePicture(bytes: Uint8Array | null): PictureVerdict {
  if (bytes === null) return { ok: false, reason: 'tooLarge' }
  if (bytes.length === 0) return { ok: false, reason: 'empty' }
  const format = pictureFormatOf(bytes)
  return format ? { ok: true, format } : { ok: false, reason: 'notAPicture' }
}

export const PICTURE_REFUSALS: Record<Exclude<PictureVerdict, { ok: true }>['reason'], string> = {
  empty: 'The file is empty',
  tooLarge: `A picture is at most ${PICTURE_MAX_BYTES / 1024 / 1024} MB`,
  notAPicture: 'Not a JPEG, PNG, WebP or AVIF picture (SVG is not taken: it can carry script)',
}
