// How the browser bundle is built, shared by client/build.mjs and the bundle's
// unit test (tests/unit/client-bundle.test.ts), so the test checks the chunks
// the site really ships.
//
// JavaScript: Rolldown. Issue 13 §4 (home JavaScript before interaction
// ≤ 90 KB gzip): esbuild splits every module shared by the entry and a lazy
// chunk into a file of its own (40 files for home, about 6 KB of gzip lost at
// the file boundaries). Rolldown lets one group hold everything the first
// render needs (the entry and the home page with their static imports): one
// file, which every page loads anyway. Lazy pages, overlays, hls.js and swiper
// keep their own chunks. Stylesheet: esbuild (Rolldown does not bundle CSS).
import { relative, sep } from 'node:path'
import { build } from 'esbuild'
import { pageMessages } from './page-messages.mjs'

const TARGET = ['es2022', 'chrome111', 'safari16.4', 'firefox115']
const ENTRY = /client[\\/]entry\.tsx$/
const HOME_PAGE = /client[\\/]pages[\\/]home-page\.tsx$/
const VIDEO_CARD = /client[\\/]components[\\/](cards[\\/]video-card\.tsx|video[\\/]video-(card-data|picture)\.ts)$/
const PAGE = /client[\\/](pages|admin)[\\/][\w-]+-page\.tsx$/
const MATCH_SHARED = /(shared[\\/]rules[\\/]match-(dates|phase)\.ts|client[\\/]components[\\/]live[\\/]club-notices(-store)?\.tsx?)$/

/** @param {{ watch: boolean, outdir: string }} settings @returns {import('rolldown').RolldownOptions} */
export function clientBundleOptions({ watch, outdir }) {
  const first = firstRender()
  const english = englishHalves()
  return {
    input: { entry: 'client/entry.tsx' },
    platform: 'browser',
    tsconfig: 'tsconfig.client.json',
    transform: {
      target: TARGET,
      jsx: { runtime: 'automatic' },
      define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    },
    plugins: [stylesheetElsewhere(), english.plugin, pageMessages(english.halves), first.plugin],
    output: {
      dir: outdir,
      format: 'es',
      entryFileNames: '[name]-[hash].js',
      chunkFileNames: 'chunk-[hash].js',
      minify: watch ? false : { compress: { target: 'es2022' }, mangle: { toplevel: true } },
      comments: { legal: false, annotation: false, jsdoc: false },
      sourcemap: watch,
      codeSplitting: {
        groups: [
          { name: 'first', test: first.test, priority: 2 },
          // The video card and what it needs (its lock, the player's opening, its data and picture): one file for the
          // pages that list videos.
          { name: 'video-card', test: VIDEO_CARD, priority: 1 },
          // What the match pages share (a match's dates and phase, the club's notices): one file for the fixtures,
          // the match centre and the live player instead of three small ones, each gzipped on its own (issue 22 §3).
          { name: 'match', test: MATCH_SHARED, priority: 1 },
        ],
      },
    },
  }
}

/**
 * The modules of the first render's chunk: what the entry imports, and what
 * the home page imports that at least a quarter of the other page kinds import
 * too (the cards, formats, images), each with (Rolldown adds them) its static
 * imports. Not the entry itself: it awaits its page's chunk at the top level,
 * and a page chunk importing the chunk that is still waiting for it would
 * never resolve. Issue 22 §3: every page loads this chunk, so what only the
 * home page and a few others use (the page itself, its sections) is left to
 * their own chunks (3 KB gzip off every other page for 2 KB on the home page).
 */
function firstRender() {
  const roots = new Set()
  /** Each module's static imports, from the graph as Rolldown parsed it. */
  const imports = new Map()
  let members = null
  const closure = (id, seen = new Set()) => {
    if (seen.has(id)) return seen
    seen.add(id)
    for (const imported of imports.get(id) ?? []) closure(imported, seen)
    return seen
  }
  const firstMembers = () => {
    const ids = [...imports.keys()]
    const pages = ids.filter((id) => !id.startsWith('\0') && PAGE.test(id) && !HOME_PAGE.test(id))
    const users = new Map()
    for (const page of pages) for (const id of closure(page)) users.set(id, (users.get(id) ?? 0) + 1)
    const members = new Set([...roots].flatMap((root) => [...closure(root)]))
    for (const id of closure(ids.find((id) => HOME_PAGE.test(id)) ?? '')) if ((users.get(id) ?? 0) >= pages.length / 4) members.add(id)
    return members
  }
  return {
    plugin: {
      name: 'first-render',
      buildStart() {
        roots.clear()
        imports.clear()
        members = null
      },
      moduleParsed(info) {
        imports.set(info.id, info.importedIds)
        if (ENTRY.test(info.id)) for (const id of info.importedIds) roots.add(id)
      },
    },
    // Asked once the module graph is complete (chunking).
    test: (id) => {
      members ??= firstMembers()
      return members.has(id)
    },
  }
}

/** The stylesheet (client/styles.css and its @imports), built by esbuild. */
export function stylesheetOptions({ watch, outdir }) {
  /** @type {import('esbuild').BuildOptions} */
  const options = {
    entryPoints: { styles: 'client/styles.css' },
    bundle: true,
    outdir,
    entryNames: '[name]-[hash]',
    minify: !watch,
    sourcemap: watch ? 'linked' : false,
    target: TARGET,
    metafile: true,
    logLevel: 'warning',
  }
  return options
}

/**
 * Rolldown's output in the shape of an esbuild metafile's `outputs` (what the
 * manifest, the bundle test and `npm run bench` read): per file, its static
 * and dynamic imports, its modules with their bytes, its entry point.
 */
export function metafileOutputs(bundle, outdir) {
  const outputs = {}
  const path = (file) => `${outdir}/${file}`
  for (const chunk of Object.values(bundle)) {
    // Source maps (npm run dev) are files of the build too: listed so they are not removed as stale.
    if (chunk.type !== 'chunk') {
      outputs[path(chunk.fileName)] = { bytes: chunk.source.length, imports: [], inputs: {} }
      continue
    }
    outputs[path(chunk.fileName)] = {
      bytes: chunk.code.length,
      imports: [
        ...chunk.imports.map((file) => ({ path: path(file), kind: 'import-statement' })),
        ...chunk.dynamicImports.map((file) => ({ path: path(file), kind: 'dynamic-import' })),
      ],
      inputs: Object.fromEntries(Object.entries(chunk.modules).map(([id, m]) => [sourcePath(id), { bytesInOutput: m.renderedLength }])),
      ...(chunk.isEntry || chunk.isDynamicEntry ? { entryPoint: sourcePath(chunk.facadeModuleId) } : {}),
    }
  }
  return outputs
}

function sourcePath(id) {
  return id.startsWith('\0') ? id : relative(process.cwd(), id).split(sep).join('/')
}

/** entry.tsx imports the stylesheet so editors and type checks see it; esbuild builds it (above). */
function stylesheetElsewhere() {
  return { name: 'stylesheet-elsewhere', load: (id) => (id.endsWith('.css') ? { code: '', moduleType: 'js' } : null) }
}

/**
 * Issue 13 §4: the browser's English catalogue in two modules. shared/i18n/en.ts
 * (in the first JavaScript) gets only the namespaces of the first render
 * (shared/i18n/first-render.ts), shared/i18n/en-rest.ts (loaded on demand) the
 * others; each page's chunk brings the part of the others it names
 * (page-messages.mjs). The source keeps one catalogue; the server and the tests use it whole.
 */
function englishHalves() {
  let halves = null
  // The catalogue read once a build (a rebuild in npm run dev reads it again).
  const read = () => {
    halves ??= splitEnglish()
    return halves
  }
  const plugin = {
    name: 'english-in-two',
    buildStart() {
      halves = null
    },
    async load(id) {
      const which = /[\\/]shared[\\/]i18n[\\/]en\.ts$/.test(id) ? 'first' : /[\\/]shared[\\/]i18n[\\/]en-rest\.ts$/.test(id) ? 'rest' : null
      if (!which) return null
      const name = which === 'first' ? 'en' : 'enRest'
      return { code: `export const ${name} = ${JSON.stringify((await read())[which])}`, moduleType: 'js' }
    },
  }
  return { plugin, halves: read }
}

async function splitEnglish() {
  const bundled = await build({
    stdin: {
      contents: "export { en } from './shared/i18n/en.ts'\nexport { FIRST_RENDER_NAMESPACES } from './shared/i18n/first-render.ts'",
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    write: false,
    logLevel: 'silent',
  })
  const source = bundled.outputFiles[0].text
  const { en, FIRST_RENDER_NAMESPACES } = await import(`data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)
  const first = {}
  const rest = {}
  for (const [key, text] of Object.entries(en)) {
    if (FIRST_RENDER_NAMESPACES.includes(key.split('.')[0])) first[key] = text
    else rest[key] = text
  }
  return { first, rest }
}
