/**
 * Issue 21 §4: the address the player plays audio only from: the master's
 * audio-only address in `language` (shared/rules/commentary-audio.ts),
 * resolved against the master's own address and carrying the token of the
 * current grant (the master was read with an earlier one: after a renewal
 * that one is dead). Null when the master offers no audio-only address.
 */
import { audioOnlyUriOf, type CommentaryLanguage } from '../../shared/rules/commentary-audio'
import { PLAYBACK_TOKEN_PARAM, withToken } from '../../shared/rules/playlist-rewrite'

export function audioOnlyAddress(master: string, language: CommentaryLanguage | null, playbackUrl: string): string | null {
  if (language === null) return null
  const uri = audioOnlyUriOf(master, language)
  if (uri === null) return null
  const base = new URL(playbackUrl, window.location.href)
  const token = base.searchParams.get(PLAYBACK_TOKEN_PARAM)
  return new URL(token ? withToken(uri, token) : uri, base).href
}
