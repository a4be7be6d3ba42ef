/**
 * Issue 20 §2: fresh ids for an uploaded video. They match the patterns the
 * grant (worker/routes/ksession.ts), the media gateway (PLAYBACK_ID) and the
 * tus endpoints accept, so none can carry a path character into an R2 key.
 */
function hex(bytes: number): string {
  return [...crypto.getRandomValues(new Uint8Array(bytes))].map((b) => b.toString(16).padStart(2, '0')).join('')
}

export const newUploadId = (): string => hex(16)
/** '1_' and 10 hex digits: the Kaltura-like shape of the seeded entries (1_abc…). */
export const newEntryId = (): string => `1_${hex(5)}`
/** Lower-case, as media/{playbackId}/ folders are. */
export const newPlaybackId = (): string => `up-${hex(8)}`
