/**
 * Issue 22 §5: what the worker build gets in place of the packages only a browser runs (wrangler.toml
 * [alias]: hls.js, its light build, swiper). The server render imports the client's App, and esbuild
 * bundles every `import()` it can reach, so without this the worker carried about 2.5 MB of code it
 * never runs and every cold isolate parsed it. The client loads them from effects and clicks
 * (client/player/hls-loader.ts, client/hooks/use-lazy-swiper.ts), which a server render never runs:
 * reaching this module's exports from the worker is a bug, so each one throws saying so.
 *
 * The vitest worker pool does not apply wrangler's aliases (it resolves modules with Vite); the real
 * packages load there, lazily, and only if a test ran browser code.
 */
function browserOnly(): never {
  throw new Error('A browser-only module (hls.js or swiper) was used by the server render (worker/render/browser-only-stub.ts)')
}

/** Stands for each package's default export, a class: constructing or calling it throws. */
const BrowserOnly = new Proxy(browserOnly, {
  construct: browserOnly,
  apply: browserOnly,
  get: (_target, property) => (property === 'then' ? undefined : browserOnly()),
})

export default BrowserOnly
export const Swiper = BrowserOnly
