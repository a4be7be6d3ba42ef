/** Types for ./media-store.mjs (its tests import it). */
export interface PackageFile {
  key: string
  path: string
  contentType: string
}
export interface MediaStore {
  where: string
  fetchObject(key: string, file: string): Promise<boolean>
  putFiles(files: PackageFile[], onDone?: (done: number) => void): Promise<number>
  first(statement: { sql: string; params: unknown[] }): Promise<Record<string, unknown> | null>
  batch(statements: { sql: string; params: unknown[] }[]): Promise<unknown>
  dispose(): Promise<void>
}
export declare const contentHash: (path: string) => string
export declare function localStore(persistTo: string | null): Promise<MediaStore>
export declare function remoteStore(work: string): MediaStore
export declare function productionBucket(toml: string): string | null
export declare function whileLocked<T>(work: () => Promise<T>, attempts?: number): Promise<T>
