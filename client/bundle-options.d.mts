/** Types for ./bundle-options.mjs (imported by tests/unit/client-bundle.test.ts). */
import type { Metafile } from 'esbuild'
import type { OutputBundle, OutputOptions, RolldownOptions } from 'rolldown'
export declare function clientBundleOptions(settings: { watch: boolean; outdir: string }): RolldownOptions & { output: OutputOptions }
export declare function metafileOutputs(bundle: OutputBundle, outdir: string): Metafile['outputs']
