import { readFileSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import type { Metafile } from 'esbuild'
import { rolldown } from 'rolldown'
import { beforeAll, describe, expect, it } from 'vitest'
import { clientBundleOptions, metafileOutputs } from '../../client/bundle-options.mjs'
import { en } from '../../shared/i18n/en'
import { FIRST_RENDER_NAMESPACES } from '../../shared/i18n/first-render'

/**
 * Issue 13 §4 and issue 9 "Budgets": what the browser bundle is made of, read
 * from the output of the real build options, in esbuild's metafile shape (contents only, no
 * timings; `npm run bench` reports the sizes). The home page's first
 * JavaScript is the entry and the home page's chunk with their static imports,
 * as the worker preloads them (client/build.mjs).
 */
let outputs: Metafile['outputs'] = {}
/** Each output file's code, as the browser receives it. */
let code: Record<string, string> = {}

beforeAll(async () => {
  const { output, ...input } = clientBundleOptions({ watch: false, outdir: 'dist/bundle-test' })
  const bundle = await rolldown(input)
  const generated = await bundle.generate(output)
  await bundle.close()
  outputs = metafileOutputs(Object.fromEntries(generated.output.map((o) => [o.fileName, o])), 'dist/bundle-test')
  code = Object.fromEntries(generated.output.map((o) => [`dist/bundle-test/${o.fileName}`, o.type === 'chunk' ? o.code : '']))
}, 60_000)

function outputOf(entryPoint: string): string {
  const found = Object.entries(outputs).find(([, o]) => o.entryPoint === entryPoint)
  if (!found) throw new Error(`no chunk for ${entryPoint}`)
  return found[0]
}

function withStaticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const imported of outputs[file]?.imports ?? []) if (imported.kind === 'import-statement') withStaticImports(imported.path, seen)
  return seen
}

function modulesOf(files: Iterable<string>): string[] {
  return [...files].flatMap((file) => Object.keys(outputs[file]?.inputs ?? {}))
}

/** The home page's first JavaScript: the entry and the home page's chunk with their static imports. */
function homeFirstJavaScript(): Set<string> {
  return new Set([...withStaticImports(outputOf('client/entry.tsx')), ...withStaticImports(outputOf('client/pages/home-page.tsx'))])
}

describe('the browser bundle', () => {
  it('holds zod only in the back office: public pages leave request schemas to the server, the article form checks with the API schema (issue 19 §2)', () => {
    const isZod = (m: string) => m.includes('node_modules/zod/')
    // The back office's frame and (issue 22 §5) its sections, a chunk the frame loads in the browser.
    const adminEntries = ['client/admin/admin-page.tsx', 'client/admin/admin-sections.tsx']
    const admin = new Set(adminEntries.flatMap((entry) => [...withStaticImports(outputOf(entry))]))
    const withZod = Object.keys(outputs).filter((file) => modulesOf([file]).some(isZod))
    expect(withZod.filter((file) => !admin.has(file))).toEqual([])
    // No other page's chunk, nor the entry, loads a chunk holding it.
    const publicEntries = Object.entries(outputs).filter(([, o]) => o.entryPoint && !adminEntries.includes(o.entryPoint))
    const publicFiles = new Set(publicEntries.flatMap(([file]) => [...withStaticImports(file)]))
    expect(modulesOf(publicFiles).filter(isZod)).toEqual([])
    expect(withZod.length).toBeGreaterThan(0)
  })

  it('holds tus-js-client only in a chunk the back office loads when an upload starts (issue 20 §2)', () => {
    const isTus = (m: string) => m.includes('node_modules/tus-js-client/')
    const withTus = Object.keys(outputs).filter((file) => modulesOf([file]).some(isTus))
    expect(withTus.length).toBeGreaterThan(0)
    // Not in the back office's own JavaScript, nor in any page's (it is imported dynamically by client/admin/videos/tus-upload.ts,
    // so its chunk is an entry of its own, of node_modules).
    const statics = Object.entries(outputs)
      .filter(([, o]) => o.entryPoint && !o.entryPoint.includes('node_modules/'))
      .flatMap(([file]) => [...withStaticImports(file)])
    expect(modulesOf(new Set(statics)).filter(isTus)).toEqual([])
  })

  it('the home page loads neither hls.js nor swiper before interaction (they load where a player or carousel opens)', () => {
    const first = new Set([
      ...withStaticImports(outputOf('client/entry.tsx')),
      ...withStaticImports(outputOf('client/pages/home-page.tsx')),
    ])
    const heavy = modulesOf(first).filter((m) => m.includes('node_modules/hls.js/') || m.includes('node_modules/swiper/'))
    expect(heavy).toEqual([])
    // …and both are still in the bundle, for the pages that open them.
    expect(modulesOf(Object.keys(outputs)).some((m) => m.includes('node_modules/hls.js/'))).toBe(true)
  })

  it('the first render is one file of code beside the entry: every page loads it, so nothing in it is split at a file boundary (issue 13 §4)', () => {
    const entry = outputOf('client/entry.tsx')
    // The entry keeps only its own module: it awaits its page's chunk at the top level (client/bundle-options.mjs).
    expect(Object.keys(outputs[entry]?.inputs ?? {})).toEqual(['client/entry.tsx'])
    const withCode = [...withStaticImports(entry)].filter(
      (file) => file !== entry && Object.keys(outputs[file]?.inputs ?? {}).some((m) => !m.startsWith('\0')),
    )
    expect(withCode).toHaveLength(1)
    // (node_modules may be a link to a shared install: its modules' paths then start elsewhere.)
    expect(modulesOf(withCode)).toEqual(
      expect.arrayContaining([
        'client/app.tsx',
        // Shared by the home page and many others: in the first chunk.
        'client/components/image.tsx',
        expect.stringMatching(/(^|\/)node_modules\/react-dom\/client\.js$/),
      ]),
    )
    // Issue 22 §3: what only the home page (and a few others) uses is not loaded by every page.
    expect(modulesOf(withCode)).not.toContain('client/pages/home-page.tsx')
    expect(modulesOf(homeFirstJavaScript())).toContain('client/pages/home-page.tsx')
  })

  it('the code the home page loads first names only messages of the first render (shared/i18n/first-render.ts)', () => {
    const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]))
    const sources = modulesOf(homeFirstJavaScript()).filter(
      (m) => !m.includes('node_modules/') && !m.startsWith('shared/i18n/') && !m.startsWith('\0'),
    )
    const outside = new Set<string>()
    for (const source of sources) {
      const code = readFileSync(source, 'utf8')
      // A message key as a literal ('nav.menu') or the start of a built one (`matches.${view}`).
      for (const [, namespace] of code.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
        if (namespace && namespaces.has(namespace) && !FIRST_RENDER_NAMESPACES.includes(namespace)) outside.add(`${namespace} (${source})`)
      }
    }
    expect([...outside]).toEqual([])
  })

  it('the first English catalogue is the first render part, the rest a chunk of its own', () => {
    const first = modulesOf(homeFirstJavaScript())
    expect(first).toContain('shared/i18n/en.ts')
    expect(first).not.toContain('shared/i18n/en-rest.ts')
    expect(Object.values(outputs).some((o) => o.entryPoint === 'shared/i18n/en-rest.ts')).toBe(true)
  })
})

/** The page kinds of client/pages/page-registry.ts with their page module (the back office's is outside client/pages). */
function pageKinds(): Array<[kind: string, module: string]> {
  const registry = readFileSync('client/pages/page-registry.ts', 'utf8')
  return [...registry.matchAll(/^\s+(\w+): \(\) => import\('\.\/([\w-]+)'\)/gm)].map(([, kind, file]) => [kind, `client/pages/${file}.tsx`])
}

/** A page's JavaScript before interaction, as its document preloads it (client/build.mjs): the entry's and its page chunk's static imports. */
function pageFirstJavaScript(pageModule: string): Set<string> {
  return new Set([...withStaticImports(outputOf('client/entry.tsx')), ...withStaticImports(outputOf(pageModule))])
}

/** Gzip -9 of each file, summed, in KiB: the bench's measure (tests/bench/page-weight.mjs). */
function gzipKiB(files: Iterable<string>): number {
  return [...files].reduce((sum, file) => sum + gzipSync(code[file] ?? '', { level: 9 }).length, 0) / 1024
}

/** Issue 22 §3: every public page within 90 KiB gzip of JavaScript before interaction (the bench's measure). */
const BUDGET_KIB = 90
/**
 * Not there yet, with the ceiling it may not pass: none now. The live player page (90.2 KiB) no longer loads
 * the video card's chunk for the one helper it used (isPlainClick, now in the router's first-render code:
 * 88.1 KiB); a video's own page (90.2 KiB) gets its category's browse address from the server, defers its
 * replay chapter list, and shares the carousels' smaller hook (swiper starts from a chunk of its own): 89.3 KiB.
 */
const NOT_YET_KIB: Partial<Record<string, number>> = {}

describe('every page kind (issue 22 §3)', () => {
  it('loads neither hls.js nor swiper, nor the whole rest of English, before interaction', () => {
    for (const [kind, module] of pageKinds()) {
      const first = pageFirstJavaScript(module)
      const heavy = modulesOf(first).filter((m) => m.includes('node_modules/hls.js/') || m.includes('node_modules/swiper/'))
      expect({ kind, heavy }).toEqual({ kind, heavy: [] })
      expect({ kind, englishRest: modulesOf(first).includes('shared/i18n/en-rest.ts') }).toEqual({ kind, englishRest: false })
    }
  })

  it("brings in its first JavaScript every English message its code can name (its chunk's own part of the catalogue)", () => {
    const namespaces = new Set(Object.keys(en).map((key) => key.split('.')[0]))
    for (const [kind, module] of pageKinds()) {
      const first = pageFirstJavaScript(module)
      const shipped = [...first].map((file) => code[file] ?? '').join('\n')
      const named = new Set<string>()
      for (const source of modulesOf(first).filter(
        (m) => !m.includes('node_modules/') && !m.startsWith('shared/i18n/') && !m.startsWith('\0'),
      ))
        for (const [, namespace] of readFileSync(source, 'utf8').matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g))
          if (namespace && namespaces.has(namespace)) named.add(namespace)
      const missing = Object.keys(en).filter((key) => named.has(key.split('.')[0]) && !shipped.includes(JSON.stringify(key)))
      expect({ kind, missing }).toEqual({ kind, missing: [] })
    }
  })

  it("carries the player's idle prefetch only in the footer's code, which loads after hydration (issue 9 'Watch Now')", () => {
    const prefetch = 'client/player/player-prefetch.tsx'
    for (const [kind, module] of pageKinds())
      expect({ kind, prefetch: modulesOf(pageFirstJavaScript(module)).includes(prefetch) }).toEqual({ kind, prefetch: false })
    expect(modulesOf(withStaticImports(outputOf('client/components/footer/site-footer.tsx')))).toContain(prefetch)
  })

  it(`stays within ${BUDGET_KIB} KiB gzip of JavaScript before interaction`, () => {
    const over = pageKinds()
      .map(([kind, module]) => ({ kind, kib: Math.round(gzipKiB(pageFirstJavaScript(module)) * 10) / 10 }))
      .filter(({ kind, kib }) => kib > (NOT_YET_KIB[kind] ?? BUDGET_KIB))
    expect(over).toEqual([])
  })
})
