/**
 * What an image URL asks for (SPEC §7 "Image URLs"), one rule for the image
 * gateway and for the client helpers that build the URLs. After `/images/`:
 *
 *   {key}                       the stored image as it is
 *   {w}x{h}/{key}               cropped to fill w x h (cover)
 *   {w}x{h},contain/{key}       fitted inside w x h, never enlarged (version 1)
 *   fit-in/{w}x{h}/{key}        the same in version 2's spelling (handler v2)
 *   {base64 JSON}               the advanced form (image-request-encoded.ts), also percent-encoded
 *
 * Sizes are 1–4,000 px a side (issue 12 "Bad input"). Keys are plain relative
 * paths with an image extension; anything that could climb out of images/ is
 * not an image we have (404), a format we do not serve is 400.
 */
import { parseEncodedImageRequest } from './image-request-encoded'
import { checkImageKey, checkImageSide, type ImageFit, type ImagePath, refused, SIZE_REFUSAL } from './image-request'

// Canonical numbers only: '0400x400' is not a size, so one picture has one URL per size.
const SIZE_SEGMENT = /^(0|[1-9]\d{0,5})x(0|[1-9]\d{0,5})(,contain)?$/

/** Reads the path after `/images/` as the router gives it: decodeURI'd, so %2F, %2B, %3D and the like are still escapes. */
export function parseImagePath(rest: string): ImagePath {
  const parts = rest.split('/')
  const versionTwo = parts[0] === 'fit-in'
  if (versionTwo) parts.shift()
  const size = SIZE_SEGMENT.exec(parts[0] ?? '')
  if (size) {
    parts.shift()
    // 'fit-in/400x400,contain' mixes the two versions' spellings.
    if (versionTwo && size[3]) return refused(404, 'not_found', 'No such image')
    const width = Number(size[1])
    const height = Number(size[2])
    const key = parts.join('/')
    const check = checkImageKey(key)
    if (check.kind === 'refused') return check
    if (!checkImageSide(width) || !checkImageSide(height)) return SIZE_REFUSAL
    const fit: ImageFit = versionTwo || size[3] ? 'inside' : 'cover'
    return { kind: 'transform', request: { key, width, height, fit, position: 'centre', background: null, flatten: null, format: null } }
  }
  if (versionTwo) return refused(404, 'not_found', 'No such image')
  const key = parts.join('/')
  // Every stored key has an extension; a path without a dot can only be the advanced form.
  if (!key.includes('.') && key !== '') return parseEncodedImageRequest(key)
  const check = checkImageKey(key)
  return check.kind === 'refused' ? check : { kind: 'original', key }
}
