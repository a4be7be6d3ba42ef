/**
 * The size a transform gives and which part of the picture it keeps (SPEC §7
 * image URLs): the answer the Cloudflare Images binding gives for the same
 * request, worked out here so the gateway can frame the picture itself where
 * the binding it has cannot (miniflare's local one only scales), and so tests
 * know what to expect.
 *
 *   cover   exactly w x h: scaled to fill, the overflow cropped evenly, or
 *           from the top with position 'top' (Images: fit cover, gravity).
 *   inside  the whole picture within w x h, never enlarged (Images: fit
 *           scale-down). Versions 1 ',contain' and 2 'fit-in/'.
 *   pad     exactly w x h: the whole picture scaled to fit, the rest
 *           background. The advanced form's 'contain', read as sharp reads
 *           it: centred, or with position 'top' at the top of the box
 *           (centred across) and the padding below. Images' fit pad only
 *           centres, so the gateway pads top-placed pictures itself
 *           (worker/images/transform-image.ts).
 */
import type { ImageFit, ImagePosition } from './image-request'

export interface Size {
  width: number
  height: number
}
export interface Rect extends Size {
  left: number
  top: number
}

export interface ImageGeometry {
  output: Size
  /** The part of the source kept, in source pixels. */
  crop: Rect
  /** Where that part lands in the output, in output pixels (smaller than the output only when padded). */
  place: Rect
}

export function imageGeometry(source: Size, box: Size, fit: ImageFit, position: ImagePosition): ImageGeometry {
  const whole: Rect = { left: 0, top: 0, width: source.width, height: source.height }
  if (fit === 'cover') {
    const scale = Math.max(box.width / source.width, box.height / source.height)
    const width = Math.min(source.width, Math.round(box.width / scale))
    const height = Math.min(source.height, Math.round(box.height / scale))
    const left = Math.floor((source.width - width) / 2)
    const top = position === 'top' ? 0 : Math.floor((source.height - height) / 2)
    return { output: box, crop: { left, top, width, height }, place: { left: 0, top: 0, ...box } }
  }
  const fitted = Math.min(box.width / source.width, box.height / source.height)
  const scale = fit === 'inside' ? Math.min(1, fitted) : fitted
  const scaled = { width: Math.max(1, Math.round(source.width * scale)), height: Math.max(1, Math.round(source.height * scale)) }
  if (fit === 'inside') return { output: scaled, crop: whole, place: { left: 0, top: 0, ...scaled } }
  const top = position === 'top' ? 0 : Math.floor((box.height - scaled.height) / 2)
  const place = { left: Math.floor((box.width - scaled.width) / 2), top, ...scaled }
  return { output: box, crop: whole, place }
}
