// The esbuild options of the browser bundle, shared by client/build.mjs and
// the bundle's unit test (tests/unit/client-bundle.test.ts), so the test
// checks the chunks the site really ships.
import { build } from 'esbuild'

/** @param {{ watch: boolean, outdir: string }} settings */
export function clientBundleOptions({ watch, outdir }) {
  /** @type {import('esbuild').BuildOptions} */
  const options = {
    entryPoints: { entry: 'client/entry.tsx' },
    bundle: true,
    splitting: true, // hls.js and swiper load as their own chunks, only where used
    format: 'esm',
    target: ['es2022', 'chrome111', 'safari16.4', 'firefox115'],
    outdir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    jsx: 'automatic',
    minify: !watch,
    sourcemap: watch ? 'linked' : false,
    legalComments: 'none',
    metafile: true,
    define: { 'process.env.NODE_ENV': JSON.stringify(watch ? 'development' : 'production') },
    logLevel: 'warning',
    plugins: [englishInTwo()],
  }
  return options
}

/**
 * Issue 13 §4: the browser's English catalogue in two modules. shared/i18n/en.ts
 * (in the first JavaScript) gets only the namespaces of the first render
 * (shared/i18n/first-render.ts), shared/i18n/en-rest.ts (loaded on demand) the
 * others. The source keeps one catalogue; the server and the tests use it whole.
 */
function englishInTwo() {
  return {
    name: 'english-in-two',
    setup(b) {
      let halves = null
      b.onStart(() => {
        halves = null // a rebuild (npm run dev) reads the catalogue again
      })
      const half = async (which) => {
        halves ??= splitEnglish()
        return (await halves)[which]
      }
      b.onLoad({ filter: /[\\/]shared[\\/]i18n[\\/]en\.ts$/ }, async () => ({
        contents: `export const en = ${JSON.stringify(await half('first'))}`,
        loader: 'js',
      }))
      b.onLoad({ filter: /[\\/]shared[\\/]i18n[\\/]en-rest\.ts$/ }, async () => ({
        contents: `export const enRest = ${JSON.stringify(await half('rest'))}`,
        loader: 'js',
      }))
    },
  }
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
