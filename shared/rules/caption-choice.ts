/**
 * Issue 20 §6: what the player's Captions menu offers and starts with.
 * Captions start off everywhere (a viewer turns them on); an Arabic page
 * offers Arabic first. A choice made earlier in the session (sessionStorage)
 * is kept when the entry has that language; anything else read back (another
 * entry's language, an edited value) means off.
 */
import { type CaptionLanguage, isCaptionLanguage } from './hls-subtitles'

/** The languages in the order the menu lists them after 'Off'. */
export function captionMenuOrder(languages: readonly CaptionLanguage[], locale: 'en' | 'ar'): CaptionLanguage[] {
  const own = languages.filter((language) => language === locale)
  return [...own, ...languages.filter((language) => language !== locale)]
}

/** The stored value of the session's choice: a language, or 'off'. */
export const CAPTION_CHOICE_KEY = 'club.captions'

/** The language to show at start: the session's choice when this entry has it, else none. */
export function initialCaption(stored: string | null, languages: readonly CaptionLanguage[]): CaptionLanguage | null {
  if (stored === null || !isCaptionLanguage(stored)) return null
  return languages.includes(stored) ? stored : null
}
