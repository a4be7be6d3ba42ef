/**
 * Issue 20 §4: the full match replay of the embedded live window. The live
 * window (./live-window.ts) served a loop recording as live from the
 * console's kick-off to its full time; the replay is that very sequence of
 * the loop's segments as a VOD. Its bounds are asked of the live window's own
 * rule: the segments that became the live edge after kick-off, up to the edge
 * at full time; its playlist is the live window of exactly that many segments
 * at full time (the same media sequence, EXT-X-DISCONTINUITY where the loop
 * wraps, program date times), closed as a VOD with EXT-X-ENDLIST.
 */
import { liveWindow, parseRecording, type Recording } from './live-window'

/** A replay is cut at 3 hours after kick-off, whatever full time says (a console left running). */
export const REPLAY_CAP_SECONDS = 3 * 60 * 60

export interface ReplayWindow {
  /** The media sequence of its first segment (the live window's numbering). */
  mediaSequence: number
  segmentCount: number
  /** Whole seconds, the segments' durations added up. */
  durationSeconds: number
  /** The VOD media playlist, its URIs as in the recording. */
  playlist: string
}

/** Where the replay ends: full time, or the cap after kick-off if earlier. */
export function replayEndMs(kickedOffMs: number, fullTimeMs: number): number {
  return Math.min(fullTimeMs, kickedOffMs + REPLAY_CAP_SECONDS * 1000)
}

/** The live edge at a moment: the newest segment that had fully happened (the window of one segment). */
const edgeAt = (recording: Recording, anchorMs: number, atMs: number) => liveWindow(recording, anchorMs, atMs, 1).mediaSequence

// issue 20 §4: kick-off to full time of the live window, as a VOD; null when full time is not after kick-off.
export function replayWindow(recording: Recording, anchorMs: number, kickedOffMs: number, fullTimeMs: number): ReplayWindow | null {
  if (!(fullTimeMs > kickedOffMs)) return null
  const first = edgeAt(recording, anchorMs, kickedOffMs) + 1
  const last = edgeAt(recording, anchorMs, replayEndMs(kickedOffMs, fullTimeMs))
  if (last < first) return null
  const window = liveWindow(recording, anchorMs, replayEndMs(kickedOffMs, fullTimeMs), last - first + 1)
  const playlist = `${window.playlist.replace('#EXT-X-VERSION:7\n', '#EXT-X-VERSION:7\n#EXT-X-PLAYLIST-TYPE:VOD\n')}#EXT-X-ENDLIST\n`
  const segments = parseRecording(playlist)?.segments ?? []
  return {
    mediaSequence: window.mediaSequence,
    segmentCount: segments.length,
    durationSeconds: Math.round(segments.reduce((sum, s) => sum + s.duration, 0)),
    playlist,
  }
}

/**
 * The folders of a multivariant playlist's renditions ('audio', '360p'), from
 * its variant URIs and its EXT-X-MEDIA URI attributes, in order; only plain
 * relative folders one level down (anything else is not copied).
 */
export function renditionFolders(master: string): string[] {
  const uris = master.split(/\r?\n/).flatMap((raw) => {
    const line = raw.trim()
    if (line === '') return []
    if (!line.startsWith('#')) return [line]
    return [...line.matchAll(/URI="([^"]+)"/g)].map((match) => match[1] as string)
  })
  const folders = uris.map((uri) => /^([A-Za-z0-9_-]+)\/[A-Za-z0-9_.-]+\.m3u8$/.exec(uri)?.[1]).filter((f): f is string => f !== undefined)
  return [...new Set(folders)]
}
