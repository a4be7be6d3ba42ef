/** Types for ./package-args.mjs (its unit test imports it). */
export declare const ENTRY_ID: RegExp
export declare const PLAYBACK_ID: RegExp
export declare const USAGE: string
export type PackageArgs =
  | { ok: true; file: string | null; entry: string | null; remote: boolean; persistTo: string | null; work: string | null }
  | { ok: false; message: string }
export declare function parsePackageArgs(argv: string[]): PackageArgs
export declare function newIds(random?: (size: number) => Buffer): { entryId: string; playbackId: string }
export declare function usablePlaybackId(value: unknown): boolean
export declare function titleFromFile(file: string): string
