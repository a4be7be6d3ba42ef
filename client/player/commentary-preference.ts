/**
 * Issue 21 §3: where the commentary language is remembered. A signed-in
 * supporter's choice is saved to the account (PUT /api/account/preferences)
 * and so used next time on any device; every choice is also kept on this
 * device (localStorage), the only memory of a visitor who is not signed in.
 * The account's choice is read once per page load, when a player first asks.
 */
import { type CommentaryLanguage, isCommentaryLanguage } from '../../shared/rules/commentary-audio'
import { COMMENTARY_CHOICE_KEY } from '../../shared/rules/commentary-choice'

const PATH = '/api/account/preferences'
let accountRead: Promise<CommentaryLanguage | null> | null = null

/** The account's saved language; null when not signed in, never chosen, or not readable now. */
export function accountCommentaryLanguage(loggedIn: boolean): Promise<CommentaryLanguage | null> {
  if (!loggedIn) return Promise.resolve(null)
  accountRead ??= fetch(PATH, { credentials: 'same-origin', headers: { Accept: 'application/json' } })
    .then(async (response) => {
      if (!response.ok) return null
      const body = (await response.json()) as { data?: { attributes?: { commentaryLanguage?: unknown } } }
      const language = body.data?.attributes?.commentaryLanguage
      return isCommentaryLanguage(language) ? language : null
    })
    .catch(() => null)
  // A failed read may be tried again by the next player.
  void accountRead.then((language) => {
    if (language === null) accountRead = null
  })
  return accountRead
}

/** This device's stored choice as read back (anything: the rule checks it); null where storage is refused. */
export function deviceCommentaryLanguage(): unknown {
  try {
    return localStorage.getItem(COMMENTARY_CHOICE_KEY)
  } catch {
    return null
  }
}

/** Remembers a choice here, and on the account when signed in (a failed save keeps this device's memory). */
export function rememberCommentaryLanguage(language: CommentaryLanguage, loggedIn: boolean): void {
  try {
    localStorage.setItem(COMMENTARY_CHOICE_KEY, language)
  } catch {
    // Private modes may refuse storage: the choice lasts while the page is open.
  }
  if (!loggedIn) return
  accountRead = Promise.resolve(language)
  void fetch(PATH, {
    method: 'PUT',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ commentaryLanguage: language }),
  }).catch(() => undefined)
}
