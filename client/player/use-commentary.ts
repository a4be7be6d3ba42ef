/**
 * Issue 21 §3: the commentary language of one player. The start language is
 * the shared rule's (shared/rules/commentary-choice.ts: the choice remembered
 * for the account or on this device, else the page's language, else the
 * stream's default); a choice made here plays at once and is remembered
 * (client/player/commentary-preference.ts). The account's choice is read
 * while the player loads; if it comes after the stream started, the stream
 * switches to it.
 */
import { type RefObject, useEffect, useMemo, useRef, useState } from 'react'
import type { CommentaryLanguage } from '../../shared/rules/commentary-audio'
import { commentaryChoice } from '../../shared/rules/commentary-choice'
import { useAppSnapshot } from '../state/store-context'
import { accountCommentaryLanguage, deviceCommentaryLanguage, rememberCommentaryLanguage } from './commentary-preference'
import type { CommentaryOptions } from './commentary-tracks'
import type { StreamHandle } from './hls-stream'

export interface Commentary {
  /** What attachStream takes (stable for the player's life). */
  options: CommentaryOptions
  /** The languages on offer (a choice is shown from two). */
  available: CommentaryLanguage[]
  /** The language playing now, or the one just chosen while the switch happens. */
  selected: CommentaryLanguage | null
  /** The language the rule (or the supporter) wants now, for a player that must re-attach to change it (audio only). */
  wanted: (available: readonly CommentaryLanguage[]) => CommentaryLanguage | null
  choose: (language: CommentaryLanguage) => void
  locale: 'en' | 'ar'
}

export function useCommentary(handle: RefObject<StreamHandle | null>): Commentary {
  const { payload, user } = useAppSnapshot()
  const locale: 'en' | 'ar' = payload.locale === 'ar' ? 'ar' : 'en'
  const loggedIn = user.loggedIn
  const account = useRef<CommentaryLanguage | null>(null)
  const chosenHere = useRef<CommentaryLanguage | null>(null)
  const [available, setAvailable] = useState<CommentaryLanguage[]>([])
  const [playing, setPlaying] = useState<CommentaryLanguage | null>(null)
  const [chosen, setChosen] = useState<CommentaryLanguage | null>(null)
  const latest = useRef({ available, playing, locale })
  latest.current = { available, playing, locale }

  const wanted = useMemo(
    () => (languages: readonly CommentaryLanguage[]) => {
      const choice = commentaryChoice({
        pageLocale: latest.current.locale,
        accountChoice: chosenHere.current ?? account.current,
        deviceChoice: deviceCommentaryLanguage(),
        available: languages,
      })
      return choice.kind === 'track' ? choice.language : null
    },
    [],
  )

  useEffect(() => {
    let gone = false
    void accountCommentaryLanguage(loggedIn).then((language) => {
      if (gone || language === null) return
      account.current = language
      // Read after the stream started: it plays the account's language now (unless one was chosen here).
      const start = wanted(latest.current.available)
      if (!chosenHere.current && start && latest.current.playing && start !== latest.current.playing) {
        handle.current?.selectCommentary?.(start)
      }
    })
    return () => {
      gone = true
    }
  }, [loggedIn, wanted, handle])

  const options = useMemo<CommentaryOptions>(
    () => ({
      choose: (languages) => wanted(languages),
      onTracks: (languages, now) => {
        setAvailable(languages)
        setPlaying(now)
      },
    }),
    [wanted],
  )

  const choose = (language: CommentaryLanguage) => {
    chosenHere.current = language
    setChosen(language)
    rememberCommentaryLanguage(language, loggedIn)
    handle.current?.selectCommentary?.(language)
  }
  return { options, available, selected: chosen ?? playing, wanted, choose, locale }
}
