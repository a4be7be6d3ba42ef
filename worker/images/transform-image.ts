import { OUTPUT_CONTENT_TYPES, type OutputFormat } from '../../shared/rules/image-format'
import { imageGeometry } from '../../shared/rules/image-geometry'
import type { ImageFit, ImageTransformRequest, Rgba } from '../../shared/rules/image-request'
import type { Bindings } from '../env'
import { localFrameSvg } from './local-frame'
import { configOf } from '../config'

// Images' own words for the three fits of the shared rule (shared/rules/image-geometry.ts).
const FIT: Record<ImageFit, ImageTransform['fit']> = { cover: 'cover', inside: 'scale-down', pad: 'pad' }
const WHITE: Rgba = { r: 255, g: 255, b: 255, alpha: 1 }

/**
 * A stored raster image resized through the Cloudflare Images binding
 * (wrangler.toml [images]), in the format chosen from the Accept header.
 * IMAGES_BINDING=local (npm start, the worker tests) frames the picture here
 * first, because miniflare's local binding only scales (local-frame.ts).
 * Images' fit 'pad' always centres (its gravity applies to cover and crop
 * only: developers.cloudflare.com/images/transform-images/transform-via-workers),
 * so a padded picture placed at the top is padded here with a border.
 */
export async function transformImage(
  env: Pick<Bindings, 'IMAGES' | 'IMAGES_BINDING'>,
  source: R2ObjectBody,
  request: ImageTransformRequest,
  format: OutputFormat,
): Promise<Response> {
  const output: ImageOutputOptions = { format: OUTPUT_CONTENT_TYPES[format] }
  const pad = request.fit === 'pad' ? (request.background ?? request.flatten ?? WHITE) : null
  if (configOf(env).site.IMAGES_BINDING === 'local') return transformLocally(env.IMAGES, source, request, output, pad)
  if (pad && request.position === 'top') return padAtTop(env.IMAGES, source, request, output, pad)
  const transform: ImageTransform = { width: request.width, height: request.height, fit: FIT[request.fit] }
  if (request.fit === 'cover') transform.gravity = request.position === 'top' ? 'top' : 'center'
  if (pad) transform.background = css(pad)
  if (request.flatten) output.background = css(request.flatten)
  return (await env.IMAGES.input(source.body).transform(transform).output(output)).response()
}

/**
 * The advanced form's contain with position top (SPEC §7): the picture scaled
 * to its place in the box (fit pad at that size, so a rounding difference is
 * padded, never a wrong output size), then a border in the background colour
 * below and either side, which Images adds after resizing. Needs the source's
 * size first (an info call); the variant is edge-cached, so once per variant.
 * miniflare's local binding cannot run this (no border): the worker tests go
 * through transformLocally, which places the picture by the same geometry.
 */
async function padAtTop(
  images: ImagesBinding,
  source: R2ObjectBody,
  request: ImageTransformRequest,
  output: ImageOutputOptions,
  pad: Rgba,
): Promise<Response> {
  const bytes = new Uint8Array(await source.arrayBuffer())
  const info = await images.info(streamOf(bytes))
  if (!('width' in info)) throw new Error(`not a raster image (${info.format})`)
  const { output: box, place } = imageGeometry(info, request, 'pad', 'top')
  const colour = css(pad)
  const transform: ImageTransform = {
    width: place.width,
    height: place.height,
    fit: 'pad',
    background: colour,
    border: {
      color: colour,
      top: place.top,
      left: place.left,
      right: box.width - place.left - place.width,
      bottom: box.height - place.top - place.height,
    },
  }
  if (request.flatten) output.background = css(request.flatten)
  return (await images.input(streamOf(bytes)).transform(transform).output(output)).response()
}

async function transformLocally(
  images: ImagesBinding,
  source: R2ObjectBody,
  request: ImageTransformRequest,
  output: ImageOutputOptions,
  pad: Rgba | null,
): Promise<Response> {
  const bytes = new Uint8Array(await source.arrayBuffer())
  const info = await images.info(streamOf(bytes))
  if (!('width' in info)) throw new Error(`not a raster image (${info.format})`)
  const geometry = imageGeometry(info, request, request.fit, request.position)
  const frame = localFrameSvg({ bytes, contentType: info.format, width: info.width, height: info.height }, geometry, {
    flatten: request.flatten,
    pad,
  })
  return (await images.input(new Response(frame).body as ReadableStream<Uint8Array>).output(output)).response()
}

function streamOf(bytes: Uint8Array<ArrayBuffer>): ReadableStream<Uint8Array> {
  return new Response(bytes).body as ReadableStream<Uint8Array>
}

function css(colour: Rgba): string {
  return `rgba(${colour.r},${colour.g},${colour.b},${colour.alpha})`
}
