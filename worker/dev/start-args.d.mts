/** Types for ./start-args.mjs (its unit test imports it). */
export declare function startArgs(args: string[]): {
  watch: boolean
  prepareOnly: boolean
  noDevtools: boolean
  noMedia: boolean
  persistTo: string | null
  wranglerArgs: string[]
}
