/** Types for ./entry-sql.mjs (its unit test imports it). */
export interface Statement {
  sql: string
  params: unknown[]
}
export interface EntryRow {
  id: number
  entry_id: string
  playback_id: string
  thumbnail_key: string
  version: number
  provider: string
  processing_state: string
  /** issue 20 §6: the JSON array of caption languages (read so packaging keeps them). */
  captions?: string
}
export interface PackagedFacts {
  playbackId: string
  durationSeconds: number
  thumbnailKey?: string | null
  title?: string
}
export declare const ACTOR: { ssoId: string; email: string }
export declare function readEntrySql(entryId: string): Statement
export declare function updateEntryBatch(row: EntryRow, facts: PackagedFacts, now: Date): Statement[]
export declare function createEntryBatch(
  ids: { entryId: string; playbackId: string },
  facts: PackagedFacts & { title: string },
  now: Date,
): Statement[]
export declare function inlineSql(statement: Statement): string
