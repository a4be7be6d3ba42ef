/**
 * What an image's bytes say about themselves, read from the file headers
 * (not from the server's Content-Type): the kind, the size, and for PNG the
 * pixels, so a test can tell a crop from a letterbox.
 */
export type ImageKind = 'png' | 'jpeg' | 'webp' | 'avif' | 'svg' | 'unknown'

export function imageKind(bytes: Uint8Array): ImageKind {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'png'
  if (bytes[0] === 0xff && bytes[1] === 0xd8) return 'jpeg'
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp'
  if (ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'avif'
  if (ascii(0, 5) === '<svg ' || ascii(0, 5) === '<?xml') return 'svg'
  return 'unknown'
}

/** Width and height from the PNG IHDR, the JPEG SOF, the WebP VP8/VP8L/VP8X or the AVIF ispe box. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kind = imageKind(bytes)
  if (kind === 'png') return { width: view.getUint32(16), height: view.getUint32(20) }
  if (kind === 'jpeg') {
    for (let at = 2; at < bytes.length; ) {
      const marker = bytes[at + 1] as number
      // SOF0–SOF15 carry the frame size, except DHT (C4), JPG (C8) and DAC (CC).
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { width: view.getUint16(at + 7), height: view.getUint16(at + 5) }
      }
      at += 2 + view.getUint16(at + 2)
    }
  }
  if (kind === 'webp') {
    const chunk = String.fromCharCode(...bytes.subarray(12, 16))
    if (chunk === 'VP8X') return { width: 1 + (view.getUint32(24, true) & 0xffffff), height: 1 + (view.getUint32(27, true) & 0xffffff) }
    if (chunk === 'VP8L') {
      const bits = view.getUint32(21, true)
      return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
    }
    if (chunk === 'VP8 ') return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff }
  }
  if (kind === 'avif') {
    for (let at = 0; at < bytes.length - 20; at++) {
      if (bytes[at] === 0x69 && bytes[at + 1] === 0x73 && bytes[at + 2] === 0x70 && bytes[at + 3] === 0x65) {
        return { width: view.getUint32(at + 8), height: view.getUint32(at + 12) }
      }
    }
  }
  throw new Error(`no size in these ${kind} bytes`)
}

/** RGBA of one pixel of an 8-bit, non-interlaced RGB or RGBA PNG (what sharp writes). */
export async function pngPixel(bytes: Uint8Array, x: number, y: number): Promise<[number, number, number]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const width = view.getUint32(16)
  const channels = bytes[25] === 6 ? 4 : 3
  const parts: Uint8Array[] = []
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at)
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8))
    if (type === 'IDAT') parts.push(bytes.subarray(at + 8, at + 8 + length))
    at += 12 + length
  }
  const inflated = new Uint8Array(
    await new Response(new Blob(parts as BlobPart[]).stream().pipeThrough(new DecompressionStream('deflate'))).arrayBuffer(),
  )
  const stride = width * channels
  let previous = new Uint8Array(stride)
  for (let row = 0; row <= y; row++) {
    const filter = inflated[row * (stride + 1)]
    const line = inflated.slice(row * (stride + 1) + 1, (row + 1) * (stride + 1))
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? (line[i - channels] as number) : 0
      const b = previous[i] as number
      const c = i >= channels ? (previous[i - channels] as number) : 0
      const predictor = [0, a, b, (a + b) >> 1, paeth(a, b, c)][filter as number] as number
      line[i] = ((line[i] as number) + predictor) & 0xff
    }
    previous = line
  }
  const at = x * channels
  return [previous[at] as number, previous[at + 1] as number, previous[at + 2] as number]
}

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c
  const pa = Math.abs(p - a)
  const pb = Math.abs(p - b)
  const pc = Math.abs(p - c)
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
}
