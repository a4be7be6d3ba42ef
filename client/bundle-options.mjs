// The esbuild options of the browser bundle, shared by client/build.mjs and
// the bundle's unit test (tests/unit/client-bundle.test.ts), so the test
// checks the chunks the site really ships.

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
  }
  return options
}
