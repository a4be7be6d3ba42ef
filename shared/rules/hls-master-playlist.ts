/**
 * The multivariant (master) playlist of an r2 video (issue 20 §3), and the
 * numbers that go into it, read from the files ffmpeg made. RFC 8216 §4.3.4.2:
 * BANDWIDTH is the peak segment bit rate, AVERAGE-BANDWIDTH the mean.
 */
import { AUDIO_GROUP, type AudioRendition, audioMediaLine } from './commentary-audio'

export interface MasterVariant {
  /** Relative URI of the rendition's media playlist: '720p/index.m3u8'. */
  uri: string
  /** Peak bit rate in bits a second. */
  bandwidth: number
  /** Mean bit rate in bits a second (video rungs only; the audio-only variant carries BANDWIDTH and CODECS). */
  averageBandwidth?: number
  /** RFC 6381 codec strings: ['avc1.64001f', 'mp4a.40.2']. */
  codecs: string[]
  /** Video rungs only. */
  video?: { width: number; height: number; fps: number }
}

/** A caption track (issue 20 §6 calls this): a WebVTT media playlist beside the renditions. */
export interface SubtitleRendition {
  /** BCP 47: 'en', 'ar'. */
  language: string
  /** What the player's menu shows: 'English'. */
  name: string
  /** Relative URI of its media playlist: 'captions/en.m3u8'. */
  uri: string
}

export const SUBTITLE_GROUP = 'subs'

export type { AudioRendition } from './commentary-audio'

const quoted = (value: string) => `"${value.replaceAll('"', "'").replaceAll('\n', ' ')}"`

/**
 * The master playlist text. `subtitles` (optional): each becomes an
 * EXT-X-MEDIA of TYPE=SUBTITLES in group "subs" (the first is the DEFAULT),
 * and every variant then names SUBTITLES="subs". `audio` (optional, issue 21
 * §3): the commentary languages, each an EXT-X-MEDIA of TYPE=AUDIO in group
 * "commentary" (the first is the DEFAULT); every variant then names
 * AUDIO="commentary" and its BANDWIDTH counts the largest rendition (a video
 * variant plays one beside its picture; an audio-only variant is one).
 */
export function writeMasterPlaylist(
  variants: readonly MasterVariant[],
  subtitles: readonly SubtitleRendition[] = [],
  audio: readonly AudioRendition[] = [],
): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:7', '#EXT-X-INDEPENDENT-SEGMENTS']
  audio.forEach((rendition, index) => {
    lines.push(audioMediaLine(rendition, index === 0))
  })
  const largestAudio = Math.max(0, ...audio.map((rendition) => rendition.bandwidth ?? 0))
  subtitles.forEach((track, index) => {
    lines.push(
      `#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="${SUBTITLE_GROUP}",NAME=${quoted(track.name)},LANGUAGE=${quoted(track.language)},` +
        `DEFAULT=${index === 0 ? 'YES' : 'NO'},AUTOSELECT=YES,URI=${quoted(track.uri)}`,
    )
  })
  for (const variant of variants) {
    const bandwidth =
      audio.length === 0 ? variant.bandwidth : variant.video ? variant.bandwidth + largestAudio : Math.max(variant.bandwidth, largestAudio)
    const attributes = [`BANDWIDTH=${Math.ceil(bandwidth)}`]
    if (variant.video) {
      // The rendition played beside the picture counts in the average too (its peak: a cap, never too little).
      if (variant.averageBandwidth !== undefined) attributes.push(`AVERAGE-BANDWIDTH=${Math.ceil(variant.averageBandwidth + largestAudio)}`)
      attributes.push(`CODECS=${quoted(variant.codecs.join(','))}`)
      attributes.push(`RESOLUTION=${variant.video.width}x${variant.video.height}`, `FRAME-RATE=${variant.video.fps.toFixed(3)}`)
    } else {
      attributes.push(`CODECS=${quoted(variant.codecs.join(','))}`)
    }
    if (audio.length > 0) attributes.push(`AUDIO="${AUDIO_GROUP}"`)
    if (subtitles.length > 0) attributes.push(`SUBTITLES="${SUBTITLE_GROUP}"`)
    lines.push(`#EXT-X-STREAM-INF:${attributes.join(',')}`, variant.uri)
  }
  return `${lines.join('\n')}\n`
}

/** The segments of a media playlist as ffmpeg wrote it: each URI with its #EXTINF seconds. */
export function mediaSegments(playlist: string): { uri: string; seconds: number }[] {
  const lines = playlist.split('\n').map((line) => line.trim())
  const segments: { uri: string; seconds: number }[] = []
  lines.forEach((line, index) => {
    if (!line.startsWith('#EXTINF:')) return
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'))
    if (uri) segments.push({ uri, seconds: Number.parseFloat(line.slice(8)) })
  })
  return segments
}

/** Peak and mean bit rate of a rendition from its segments' sizes and durations. */
export function segmentBandwidth(segments: readonly { seconds: number; bytes: number }[]): { peak: number; average: number } {
  let peak = 0
  let bits = 0
  let seconds = 0
  for (const segment of segments) {
    if (!(segment.seconds > 0)) continue
    peak = Math.max(peak, (segment.bytes * 8) / segment.seconds)
    bits += segment.bytes * 8
    seconds += segment.seconds
  }
  return { peak: Math.ceil(peak), average: seconds > 0 ? Math.ceil(bits / seconds) : 0 }
}

/** RFC 6381 codec string of an H.264 track ('avc1.64001f'), read from its init segment's avcC box; null without one. */
export function avcCodecOf(initSegment: Uint8Array): string | null {
  for (let at = 0; at + 7 < initSegment.length; at += 1) {
    if (initSegment[at] === 0x61 && initSegment[at + 1] === 0x76 && initSegment[at + 2] === 0x63 && initSegment[at + 3] === 0x43) {
      const hex = (byte: number) => byte.toString(16).padStart(2, '0')
      return `avc1.${hex(initSegment[at + 5])}${hex(initSegment[at + 6])}${hex(initSegment[at + 7])}`
    }
  }
  return null
}
