/**
 * Issue 21 §3: which commentary language a player starts with. The choice the
 * supporter made before wins (the account's, saved through PUT
 * /api/account/preferences and so the same on every device; a visitor not
 * signed in has only this device's, from localStorage), when the stream
 * carries that language; otherwise the page's language (an Arabic page starts
 * with Arabic commentary); otherwise the stream's DEFAULT (its first).
 * A stream with one language or none offers no choice.
 */
import type { CommentaryLanguage } from './commentary-audio'
import { isCommentaryLanguage } from './commentary-audio'

/** localStorage key of this device's choice (the only memory of a visitor who is not signed in). */
export const COMMENTARY_CHOICE_KEY = 'club.commentaryLanguage'

export interface CommentaryChoiceInput {
  pageLocale: 'en' | 'ar'
  /** The account's saved choice (null: never chose, or not signed in). */
  accountChoice: CommentaryLanguage | null
  /** This device's stored choice, as read back (anything: storage can be edited). */
  deviceChoice: unknown
  /** The languages the stream carries, in its master's order (its DEFAULT first). */
  available: readonly CommentaryLanguage[]
}

export type CommentaryChoice =
  | { kind: 'noTracks' }
  | { kind: 'track'; language: CommentaryLanguage; because: 'saved' | 'pageLanguage' | 'streamDefault'; offerChoice: boolean }

export function commentaryChoice({ pageLocale, accountChoice, deviceChoice, available }: CommentaryChoiceInput): CommentaryChoice {
  const first = available[0]
  if (first === undefined) return { kind: 'noTracks' }
  const offerChoice = new Set(available).size > 1
  const saved = accountChoice ?? (isCommentaryLanguage(deviceChoice) ? deviceChoice : null)
  if (saved !== null && available.includes(saved)) return { kind: 'track', language: saved, because: 'saved', offerChoice }
  if (available.includes(pageLocale)) return { kind: 'track', language: pageLocale, because: 'pageLanguage', offerChoice }
  return { kind: 'track', language: first, because: 'streamDefault', offerChoice }
}

/** The choice menu lists the page's language first, then the rest in the stream's order. */
export function commentaryMenuOrder(available: readonly CommentaryLanguage[], pageLocale: 'en' | 'ar'): CommentaryLanguage[] {
  const unique = [...new Set(available)]
  return [...unique.filter((language) => language === pageLocale), ...unique.filter((language) => language !== pageLocale)]
}
