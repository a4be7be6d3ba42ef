/**
 * Issue 21 §3 "Commentary in English and Arabic" and §4 "Weak connections":
 * the commentary languages a stream carries are alternate audio renditions of
 * its master playlist (RFC 8216 §4.3.4.1 EXT-X-MEDIA TYPE=AUDIO, one group
 * that every variant names), so hls.js and Safari's own HLS both offer them.
 * Every rendition has a URI; the first listed is the DEFAULT. A commentary
 * (audio-only) stream has one audio-only variant whose URI is its English
 * rendition's; a video stream's audio-only variant is the ladder's 'audio'
 * rung (shared/rules/hls-ladder.ts), which is also its English rendition.
 */

export const COMMENTARY_LANGUAGES = ['en', 'ar'] as const
export type CommentaryLanguage = (typeof COMMENTARY_LANGUAGES)[number]

/** NAME in the master: each language in its own name, as a listener of it knows it. */
export const COMMENTARY_NAMES: Record<CommentaryLanguage, string> = { en: 'English', ar: 'العربية' }

export const AUDIO_GROUP = 'commentary'

export interface AudioRendition {
  language: CommentaryLanguage
  /** Relative URI of its media playlist: 'audio-ar/index.m3u8'. */
  uri: string
  /** Peak bit rate (bits a second); counted into every variant's BANDWIDTH (RFC 8216 §4.3.4.2). */
  bandwidth?: number
}

export function isCommentaryLanguage(value: unknown): value is CommentaryLanguage {
  return typeof value === 'string' && (COMMENTARY_LANGUAGES as readonly string[]).includes(value)
}

/** The EXT-X-MEDIA line of one rendition in our group. */
export function audioMediaLine(rendition: AudioRendition, isDefault: boolean): string {
  const attributes = [
    'TYPE=AUDIO',
    `GROUP-ID="${AUDIO_GROUP}"`,
    `LANGUAGE="${rendition.language}"`,
    `NAME="${COMMENTARY_NAMES[rendition.language]}"`,
    `DEFAULT=${isDefault ? 'YES' : 'NO'}`,
    'AUTOSELECT=YES',
    `URI="${rendition.uri}"`,
  ]
  return `#EXT-X-MEDIA:${attributes.join(',')}`
}

const OUR_AUDIO = new RegExp(`^#EXT-X-MEDIA:(?=.*TYPE=AUDIO)(?=.*GROUP-ID="${AUDIO_GROUP}")`)

/** The commentary languages a master lists in our group, in its order (what the players offer). */
export function commentaryLanguagesOf(master: string): CommentaryLanguage[] {
  const found: CommentaryLanguage[] = []
  for (const line of master.split(/\r?\n/)) {
    if (!OUR_AUDIO.test(line)) continue
    const language = /LANGUAGE="([^"]*)"/.exec(line)?.[1]
    if (isCommentaryLanguage(language) && !found.includes(language)) found.push(language)
  }
  return found
}

/** Whether a variant's CODECS name audio only (no avc1/hvc1/av01/vp09 …). */
function audioOnlyCodecs(streamInf: string): boolean {
  const codecs = /CODECS="([^"]*)"/.exec(streamInf)?.[1]
  if (!codecs || /RESOLUTION=/.test(streamInf)) return false
  return codecs.split(',').every((codec) => /^(mp4a|ac-3|ec-3|opus|flac|fLaC)/.test(codec.trim()))
}

/**
 * Issue 21 §4: the address to play audio only in `language` (relative to the
 * master, as the master writes it, token and all): that language's rendition
 * when the master lists one, else its audio-only variant; null when it has
 * neither. hls.js drops audio-only variants from a master with video, so the
 * player plays this address on its own.
 */
export function audioOnlyUriOf(master: string, language: CommentaryLanguage): string | null {
  const lines = master.split(/\r?\n/).map((line) => line.trim())
  for (const line of lines) {
    if (OUR_AUDIO.test(line) && /LANGUAGE="([^"]*)"/.exec(line)?.[1] === language) {
      const uri = /URI="([^"]+)"/.exec(line)?.[1]
      if (uri) return uri
    }
  }
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] as string
    if (!line.startsWith('#EXT-X-STREAM-INF:') || !audioOnlyCodecs(line)) continue
    const uri = lines.slice(index + 1).find((next) => next !== '' && !next.startsWith('#'))
    if (uri) return uri
  }
  return null
}
