/**
 * Issue 20 §6 "Captions": an entry's captions are subtitle renditions of its
 * HLS master playlist, so every player (hls.js, Safari's own HLS) finds them
 * where it looks for them. Each language is one WebVTT file with a
 * one-segment subtitle playlist beside it (media/{playbackId}/captions/),
 * and the master lists them in one SUBTITLES group that every variant names.
 *
 * withSubtitles is a text transform of a master that exists already (made by
 * packaging, shared/rules/hls-ladder.ts, or by hand): it touches only the
 * group it owns, so re-running it replaces the group, and running it with no
 * languages gives back the master as it was before any captions.
 */

/** The caption languages an editor uploads, in the order the master lists them. */
export const CAPTION_LANGUAGES = ['en', 'ar'] as const
export type CaptionLanguage = (typeof CAPTION_LANGUAGES)[number]

/** The NAME each language has in the player's menu: its own name, as a reader of it knows it. */
export const CAPTION_NAMES: Record<CaptionLanguage, string> = { en: 'English', ar: 'العربية' }

export const SUBTITLE_GROUP = 'subs'

export function isCaptionLanguage(value: string): value is CaptionLanguage {
  return (CAPTION_LANGUAGES as readonly string[]).includes(value)
}

/** The languages in the order the master lists them, each once; anything else dropped. */
export function captionLanguagesIn(values: readonly unknown[]): CaptionLanguage[] {
  return CAPTION_LANGUAGES.filter((language) => values.includes(language))
}

/** Where a language's files live, relative to the entry's folder media/{playbackId}/. */
export const captionFiles = (language: CaptionLanguage) => ({
  vtt: `captions/${language}.vtt`,
  playlist: `captions/${language}.m3u8`,
})

/**
 * RFC 8216 §4.3.3: a subtitle media playlist of one segment, the whole WebVTT
 * file, as long as the video (at least one second: a target duration is a
 * positive whole number of seconds and no segment may be longer).
 */
export function subtitlePlaylist(language: CaptionLanguage, durationSeconds: number): string {
  const duration = Math.max(1, Math.ceil(durationSeconds))
  return [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${duration}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
    `#EXTINF:${duration}.000,`,
    `${language}.vtt`,
    '#EXT-X-ENDLIST',
    '',
  ].join('\n')
}

/** The EXT-X-MEDIA line of one language in our group. */
export function subtitleMediaLine(language: CaptionLanguage): string {
  const attributes = [
    'TYPE=SUBTITLES',
    `GROUP-ID="${SUBTITLE_GROUP}"`,
    `NAME="${CAPTION_NAMES[language]}"`,
    `LANGUAGE="${language}"`,
    'DEFAULT=NO',
    'AUTOSELECT=YES',
    `URI="${captionFiles(language).playlist}"`,
  ]
  return `#EXT-X-MEDIA:${attributes.join(',')}`
}

const OUR_MEDIA = new RegExp(`^#EXT-X-MEDIA:(?=.*TYPE=SUBTITLES)(?=.*GROUP-ID="${SUBTITLE_GROUP}")`)
const ANY_SUBTITLES_ATTRIBUTE = /,SUBTITLES="[^"]*"/g
const OUR_SUBTITLES_ATTRIBUTE = `,SUBTITLES="${SUBTITLE_GROUP}"`

/**
 * The master with exactly `languages` in our subtitle group (none: no group,
 * and no SUBTITLES on the variants), or null when the text is not a master
 * playlist (no #EXTM3U or no #EXT-X-STREAM-INF), which has no variant to carry them.
 */
export function withSubtitles(master: string, languages: readonly CaptionLanguage[]): string | null {
  const ending = master.includes('\r\n') ? '\r\n' : '\n'
  const lines = master.split(/\r?\n/)
  if (lines[0]?.trim() !== '#EXTM3U' || !lines.some((line) => line.startsWith('#EXT-X-STREAM-INF:'))) return null
  const wanted = captionLanguagesIn(languages)
  const out: string[] = []
  let listed = false
  for (const line of lines) {
    if (OUR_MEDIA.test(line)) continue
    if (!line.startsWith('#EXT-X-STREAM-INF:')) {
      out.push(line)
      continue
    }
    if (wanted.length === 0) {
      out.push(line.split(OUR_SUBTITLES_ATTRIBUTE).join(''))
      continue
    }
    // A variant names one subtitle group (RFC 8216 §4.3.4.2): ours replaces any other.
    if (!listed) out.push(...wanted.map(subtitleMediaLine)) // the group goes just above the first variant
    listed = true
    out.push(line.replace(ANY_SUBTITLES_ATTRIBUTE, '') + OUR_SUBTITLES_ATTRIBUTE)
  }
  return out.join(ending)
}

/** The languages a master lists in our group (what the player offers), in the master's order. */
export function subtitleLanguagesOf(master: string): CaptionLanguage[] {
  const found: CaptionLanguage[] = []
  for (const line of master.split(/\r?\n/)) {
    if (!OUR_MEDIA.test(line)) continue
    const language = /LANGUAGE="([^"]*)"/.exec(line)?.[1] ?? ''
    if (isCaptionLanguage(language) && !found.includes(language)) found.push(language)
  }
  return found
}
