/**
 * The advanced image URL of SPEC §7: one path segment of base64 (or base64url)
 * JSON carrying the key, a resize (width, height, fit contain or cover,
 * position top, background), an optional flatten and the output format jpeg:
 *
 *   { "key": "news/a.jpg",
 *     "edits": { "resize": { "width": 750, "height": 750, "fit": "contain", "position": "top",
 *                            "background": { "r": 255, "g": 255, "b": 255, "alpha": 1 } },
 *                "flatten": { "background": "#ffffff" } },
 *     "outputFormat": "jpeg" }
 *
 * Read strictly: a field we do not know, a wrong type or a value out of range
 * refuses the whole request (400), so a typo never silently means something else.
 * fit 'contain' here is the image library's (sharp's): the image fits inside
 * and the rest of the box is background, so the result is exactly the size asked.
 */
import { checkImageKey, checkImageSide, type ImagePath, type Rgba, refused, SIZE_REFUSAL } from './image-request'

/** Longest encoded segment read (a full request is about 250 characters). */
export const MAX_ENCODED_LENGTH = 2048
/** Percent-encoding makes a character at most three. */
const MAX_PERCENT_ENCODED_LENGTH = 3 * MAX_ENCODED_LENGTH

const INVALID = refused(400, 'image_request_invalid', 'The encoded image request is not one we understand')
const BASE64 = /^[A-Za-z0-9+/_-]+={0,2}$/
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

type Json = Record<string, unknown>

export function parseEncodedImageRequest(pathSegment: string): ImagePath {
  const segment = percentDecoded(pathSegment)
  if (segment === null || segment.length > MAX_ENCODED_LENGTH || !BASE64.test(segment)) return INVALID
  const text = decodeBase64Ascii(segment)
  let body: unknown
  try {
    body = text === null ? null : JSON.parse(text)
  } catch {
    return INVALID
  }
  if (!isObject(body) || !onlyKeys(body, ['key', 'edits', 'outputFormat'])) return INVALID
  const { key, edits, outputFormat } = body
  if (typeof key !== 'string' || !isObject(edits) || !onlyKeys(edits, ['resize', 'flatten'])) return INVALID
  if (outputFormat !== undefined && outputFormat !== 'jpeg') return INVALID
  const { resize, flatten } = edits
  if (!isObject(resize) || !onlyKeys(resize, ['width', 'height', 'fit', 'position', 'background'])) return INVALID
  const { width, height, fit, position, background } = resize
  if (typeof width !== 'number' || typeof height !== 'number') return INVALID
  if (fit !== 'contain' && fit !== 'cover') return INVALID
  if (position !== undefined && position !== 'top' && position !== 'centre') return INVALID
  const backgroundColour = background === undefined ? null : colourOf(background)
  if (backgroundColour === undefined) return INVALID
  let flattenColour: Rgba | null = null
  if (flatten !== undefined) {
    if (!isObject(flatten) || !onlyKeys(flatten, ['background'])) return INVALID
    const colour = colourOf(flatten.background ?? '#ffffff')
    if (!colour) return INVALID
    flattenColour = colour
  }
  const check = checkImageKey(key)
  if (check.kind === 'refused') return check
  if (!checkImageSide(width) || !checkImageSide(height)) return SIZE_REFUSAL
  return {
    kind: 'transform',
    request: {
      key,
      width,
      height,
      fit: fit === 'cover' ? 'cover' : 'pad',
      position: position === 'top' ? 'top' : 'centre',
      background: backgroundColour,
      flatten: flattenColour,
      format: outputFormat === 'jpeg' ? 'jpeg' : null,
    },
  }
}

/**
 * The segment as its builder wrote it. A URL made with
 * encodeURIComponent(base64) carries '+', '/' and '=' as %2B, %2F and %3D, and
 * the router's path (decodeURI) leaves exactly those encoded. Null when the
 * escapes are broken.
 */
function percentDecoded(segment: string): string | null {
  if (!segment.includes('%')) return segment
  if (segment.length > MAX_PERCENT_ENCODED_LENGTH) return null
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

/** '#rgb', '#rrggbb' or { r, g, b, alpha? } with channels 0–255 and alpha 0–1; undefined when it is none of them. */
function colourOf(value: unknown): Rgba | undefined {
  if (typeof value === 'string') {
    const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value)?.[1]
    if (!hex) return undefined
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
    return {
      r: Number.parseInt(full.slice(0, 2), 16),
      g: Number.parseInt(full.slice(2, 4), 16),
      b: Number.parseInt(full.slice(4, 6), 16),
      alpha: 1,
    }
  }
  if (!isObject(value) || !onlyKeys(value, ['r', 'g', 'b', 'alpha'])) return undefined
  const { r, g, b, alpha = 1 } = value
  const channel = (c: unknown) => typeof c === 'number' && Number.isInteger(c) && c >= 0 && c <= 255
  if (!channel(r) || !channel(g) || !channel(b) || typeof alpha !== 'number' || !(alpha >= 0 && alpha <= 1)) return undefined
  return { r: r as number, g: g as number, b: b as number, alpha }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function onlyKeys(value: Json, allowed: readonly string[]): boolean {
  return Object.keys(value).every((name) => allowed.includes(name))
}

/** Base64 or base64url to text; null unless every byte is printable ASCII or JSON whitespace (a valid request is). */
function decodeBase64Ascii(segment: string): string | null {
  const body = segment.replace(/=+$/, '').replaceAll('-', '+').replaceAll('_', '/')
  if (body.length % 4 === 1) return null
  let bits = 0
  let bitCount = 0
  let text = ''
  for (const char of body) {
    bits = (bits << 6) | ALPHABET.indexOf(char)
    bitCount += 6
    if (bitCount >= 8) {
      bitCount -= 8
      const byte = (bits >> bitCount) & 0xff
      if ((byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte > 0x7e) return null
      text += String.fromCharCode(byte)
    }
  }
  return text
}

/** The advanced form's segment for a request (base64url, no padding): the client's side of the same rule. */
export function encodeImageRequest(request: { key: string; edits: Json; outputFormat?: 'jpeg' }): string {
  const text = JSON.stringify(request)
  let out = ''
  for (let i = 0; i < text.length; i += 3) {
    const chunk = (text.charCodeAt(i) << 16) | ((text.charCodeAt(i + 1) || 0) << 8) | (text.charCodeAt(i + 2) || 0)
    const chars = Math.min(4, text.length - i + 1)
    for (let j = 0; j < chars; j++) out += ALPHABET[(chunk >> (18 - 6 * j)) & 63]
  }
  return out.replaceAll('+', '-').replaceAll('/', '_')
}
