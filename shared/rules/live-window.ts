/**
 * The embedded live default (ARCHITECTURE "Streaming"): a live HLS window the
 * worker generates over a looped recording in R2, advancing with the wall
 * clock, so local live audio and video behave as live (SPEC §4.11: live
 * streams cannot be paused or rewound — there is no ENDLIST and the window
 * slides). The loop is anchored at a fixed instant, so every viewer and every
 * isolate computes the same window at the same moment.
 */
export interface RecordedSegment {
  uri: string
  duration: number
}

export interface Recording {
  targetDuration: number
  /** EXT-X-MAP URI (fMP4 init segment), when there is one. */
  mapUri: string | null
  segments: RecordedSegment[]
}

/** Reads a VOD media playlist (EXTINF + URI pairs); null when it has no segments. */
export function parseRecording(playlist: string): Recording | null {
  const lines = playlist.split(/\r?\n/).map((line) => line.trim())
  let targetDuration = 0
  let mapUri: string | null = null
  let pending: number | null = null
  const segments: RecordedSegment[] = []
  for (const line of lines) {
    if (line.startsWith('#EXT-X-TARGETDURATION:')) targetDuration = Number(line.slice(22))
    else if (line.startsWith('#EXT-X-MAP:')) mapUri = /URI="([^"]+)"/.exec(line)?.[1] ?? null
    else if (line.startsWith('#EXTINF:')) pending = Number.parseFloat(line.slice(8))
    else if (line !== '' && !line.startsWith('#') && pending !== null) {
      if (!(pending > 0)) return null
      segments.push({ uri: line, duration: pending })
      pending = null
    }
  }
  if (segments.length === 0) return null
  return { targetDuration: Math.max(targetDuration, Math.ceil(Math.max(...segments.map((s) => s.duration)))), mapUri, segments }
}

/** Segments in a live window: three target durations behind the edge is what players expect at least. */
export const LIVE_WINDOW_SEGMENTS = 6

export interface LiveWindow {
  mediaSequence: number
  discontinuitySequence: number
  playlist: string
}

/**
 * The live media playlist at `nowMs` for a recording looped since `anchorMs`:
 * the last `size` segments that have fully "happened", with
 * EXT-X-PROGRAM-DATE-TIME and a discontinuity where the loop starts again.
 */
export function liveWindow(recording: Recording, anchorMs: number, nowMs: number, size = LIVE_WINDOW_SEGMENTS): LiveWindow {
  const { segments } = recording
  const loopMs = segments.reduce((sum, s) => sum + s.duration * 1000, 0)
  const starts: number[] = []
  segments.reduce((at, s) => {
    starts.push(at)
    return at + s.duration * 1000
  }, 0)
  const elapsed = Math.max(0, nowMs - anchorMs)
  const loop = Math.floor(elapsed / loopMs)
  const inLoop = elapsed - loop * loopMs
  // The segment playing now has not finished: the edge is the one before it.
  let current = starts.findLastIndex((start) => start <= inLoop)
  let edge = loop * segments.length + current - 1
  if (edge < size - 1) edge = size - 1 // the very first moments: show the start of the recording
  const first = edge - size + 1
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', `#EXT-X-TARGETDURATION:${recording.targetDuration}`, `#EXT-X-MEDIA-SEQUENCE:${first}`]
  const discontinuitySequence = Math.floor(first / segments.length)
  lines.push(`#EXT-X-DISCONTINUITY-SEQUENCE:${discontinuitySequence}`)
  for (let index = first; index <= edge; index += 1) {
    const loopOf = Math.floor(index / segments.length)
    current = index - loopOf * segments.length
    const segment = segments[current] as RecordedSegment
    const startMs = anchorMs + loopOf * loopMs + (starts[current] as number)
    if (index !== first && current === 0) lines.push('#EXT-X-DISCONTINUITY')
    if (recording.mapUri && (index === first || current === 0)) lines.push(`#EXT-X-MAP:URI="${recording.mapUri}"`)
    if (index === first || current === 0) lines.push(`#EXT-X-PROGRAM-DATE-TIME:${new Date(startMs).toISOString()}`)
    lines.push(`#EXTINF:${segment.duration.toFixed(3)},`, segment.uri)
  }
  return { mediaSequence: first, discontinuitySequence, playlist: `${lines.join('\n')}\n` }
}

/** A multivariant playlist whose variants point at their live playlists ('…/index.m3u8' → '…/live.m3u8'). */
export function liveMultivariant(master: string): string {
  return master
    .split(/\r?\n/)
    .map((line) =>
      line !== '' && !line.startsWith('#')
        ? line.replace(/[^/]+\.m3u8$/, 'live.m3u8')
        : line.replace(/URI="([^"]*?)[^/"]+\.m3u8"/, 'URI="$1live.m3u8"'),
    )
    .join('\n')
}
