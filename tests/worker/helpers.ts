import { env, exports } from 'cloudflare:workers'
import { seedDemoContent } from '../../worker/seed'
import { SEED_NOW } from '../../worker/seed/clock'
import { testPhotoMaker } from './seed-photos'

/**
 * Seeds the demo content into this test's fresh database (images only when a
 * test fetches them), on the fixed calendar of SEED_NOW so dates, ids and
 * addresses are the same on every run; `now` seeds it around another instant
 * (a test about the real clock passes new Date()).
 */
export async function seedDemo(options: { images?: boolean; now?: Date | string } = {}): Promise<void> {
  await seedDemoContent(
    { DB: env.DB, MEDIA: env.MEDIA },
    { images: options.images ?? false, makePhoto: testPhotoMaker, now: options.now ?? SEED_NOW },
  )
}

/** A request through the worker's own fetch, as a browser would send it. */
export function get(path: string, init: RequestInit & { cf?: Record<string, unknown> } = {}): Promise<Response> {
  return exports.default.fetch(new Request(`http://localhost${path}`, { headers: { Accept: 'text/html' }, ...init }))
}

/** The page-data JSON that client navigation uses. */
export async function pageData(path: string) {
  const response = await exports.default.fetch(new Request(`http://localhost/api/page?path=${encodeURIComponent(path)}`))
  return { response, body: (await response.json()) as { data: { attributes: import('../../shared/types/page-payload').PagePayload } } }
}

/** The boot data a page embeds for hydration (payload, chrome, assets). */
export function bootOf(html: string): import('../../shared/types/page-payload').BootData {
  return JSON.parse(/self\.__BOOT__\s*=\s*(\{.*?\})<\/script>/s.exec(html)?.[1] ?? '{}')
}

/** Text of the HTML without tags, for "the visitor sees …" assertions. */
export function visibleText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
}
