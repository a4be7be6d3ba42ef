/** Types for ./bundle-options.mjs (imported by tests/unit/client-bundle.test.ts). */
import type { BuildOptions } from 'esbuild'
export declare function clientBundleOptions(settings: { watch: boolean; outdir: string }): BuildOptions
