import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

// Issue 22 §5: the worker as `npm run deploy` would upload it (wrangler's dry run of the production environment,
// as `npm run deploy:check`), read back: no browser-only code in it, and within its size. Every cold isolate
// parses all of it. About 15 s: wrangler bundles the whole worker.
const dir = mkdtempSync(join(tmpdir(), 'worker-bundle-test-'))
let script = ''

/** The gzip size the target is set in: 500 KB, as the issue says it (1000 bytes a KB). Today about 480 KB. */
const GZIP_BUDGET_BYTES = 500_000

/**
 * Strings each package cannot be without (its event names, its options), which survive minifying and which
 * nothing of ours writes: finding one means the package is in the worker again.
 */
const BROWSER_ONLY: Record<string, readonly string[]> = {
  'hls.js': ['hlsManifestParsed', 'hlsMediaAttached'],
  swiper: ['slidesPerGroupSkip', 'watchSlidesProgress'],
  // The back office's sections (issue 22 §5: the server renders its shell): the rich text editor, the uploads.
  'ProseMirror (Tiptap)': ['ProseMirror-focused'],
  'tus-js-client': ['uploadDataDuringCreation'],
}

beforeAll(() => {
  if (!existsSync('worker/generated/client-assets.ts')) throw new Error('run `npm run build` first: the worker imports the client manifest')
  // NODE_ENV as a deploy sets it: vitest's 'test' would give the worker React's development build.
  const built = spawnSync(
    process.execPath,
    ['node_modules/wrangler/bin/wrangler.js', 'deploy', '--dry-run', '--env', 'production', '--outdir', dir],
    { encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', CI: '1' } },
  )
  expect(built.status, built.stderr).toBe(0)
  script = readFileSync(join(dir, 'index.js'), 'utf8')
}, 120_000)

afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the production worker bundle', () => {
  it('carries no code only a browser runs: hls.js, swiper, the back office editor and uploads', () => {
    const found = Object.entries(BROWSER_ONLY).filter(([, markers]) => markers.some((marker) => script.includes(marker)))
    expect(found.map(([name]) => name)).toEqual([])
  })

  it(`is at most ${GZIP_BUDGET_BYTES / 1000} KB gzip, minified`, () => {
    const gzip = gzipSync(script).byteLength
    expect(gzip).toBeLessThanOrEqual(GZIP_BUDGET_BYTES)
    // Minified (wrangler.toml [env.production] minify): about a thousand lines (template literals keep theirs),
    // where the unminified worker has over a hundred thousand.
    expect(script.split('\n').length).toBeLessThan(10_000)
  })

  it('still holds the server render and the payments it needs (the markers above are not simply absent from everything)', () => {
    expect(script).toContain('renderToReadableStream')
    expect(script).toContain('api.stripe.com')
  })
})
