/** Types for ./start-args.mjs (its unit test imports it). */
export interface StartArgs {
  watch: boolean
  prepareOnly: boolean
  devtools: boolean
  noMedia: boolean
  persistTo: string | null
  wranglerArgs: string[]
}
export declare function startArgs(args: string[]): StartArgs
export declare function servesWithWranglerDev(parsed: Pick<StartArgs, 'watch' | 'devtools' | 'wranglerArgs'>): boolean
