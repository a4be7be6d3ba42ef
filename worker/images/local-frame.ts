import type { ImageGeometry } from '../../shared/rules/image-geometry'
import type { Rgba } from '../../shared/rules/image-request'

/**
 * The picture framed for miniflare's local Images binding. That binding (the
 * one wrangler dev and the worker tests have, miniflare 4.20260426) answers
 * with sharp but reads only width, height and rotate, always letterboxing to
 * the box, and ignores fit, gravity, background and trim. Given an SVG it
 * rasterises it at the SVG's size, so the gateway hands it this SVG: the
 * source embedded, cropped and placed by the shared geometry rule over the
 * backgrounds asked for. The result is what the Cloudflare service gives for
 * the same request, so local pages and tests show what production shows.
 */
export function localFrameSvg(
  source: { bytes: Uint8Array; contentType: string; width: number; height: number },
  geometry: ImageGeometry,
  fills: { flatten: Rgba | null; pad: Rgba | null },
): string {
  const { output, crop, place } = geometry
  const rect = (colour: Rgba) =>
    `<rect width="100%" height="100%" fill="rgb(${colour.r},${colour.g},${colour.b})" fill-opacity="${colour.alpha}"/>`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${output.width}" height="${output.height}" viewBox="0 0 ${output.width} ${output.height}">` +
    (fills.flatten ? rect(fills.flatten) : '') +
    (fills.pad ? rect(fills.pad) : '') +
    `<svg x="${place.left}" y="${place.top}" width="${place.width}" height="${place.height}" viewBox="${crop.left} ${crop.top} ${crop.width} ${crop.height}" preserveAspectRatio="none">` +
    `<image width="${source.width}" height="${source.height}" href="data:${source.contentType};base64,${base64(source.bytes)}"/>` +
    '</svg></svg>'
  )
}

function base64(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
