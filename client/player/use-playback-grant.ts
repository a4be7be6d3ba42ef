import { useEffect, useRef, useState } from 'react'
import { translator } from '../../shared/i18n'
import {
  type PlaybackMedium,
  type PlaybackNotice,
  type PlaybackPrompt,
  playbackNotice,
  playbackOutcome,
  playbackPrompt,
} from '../../shared/rules/playback-outcome'
import { useAppSnapshot, useStore } from '../state/store-context'
import { openLoginPrompt, openOverlay } from '../state/ui-state'
import { requestGrant, takeGrant } from './playback-grant'
import { videoServiceFailed } from './video-service-failure'

export type GrantState =
  | { kind: 'asking' }
  /** `renewal` counts grants of the same entry: a stream re-attaches only when it asked for a new one. */
  | { kind: 'granted'; playbackUrl: string; renewal: number }
  | { kind: 'refused'; notice: PlaybackNotice }

/**
 * The SPEC §4.4 grant of one entry for the viewer now. It is asked again
 * whenever login state or entitlements change (§4.3, issue 9 §2), so a
 * subscriber who signs in while a locked video is open gets it playing
 * without a reload; `renew` asks again on purpose (a stream whose token ran
 * out). For video the answer opens the login prompt or the upgrade promo.
 */
export function usePlaybackGrant(entryId: string | null, medium: PlaybackMedium): { grant: GrantState; renew: () => void } {
  const store = useStore()
  const { user, navigating } = useAppSnapshot()
  const [grant, setGrant] = useState<GrantState>({ kind: 'asking' })
  const [renewals, setRenewals] = useState(0)
  // The prompt a refusal asks for, opened once no navigation is under way (see below).
  const [prompt, setPrompt] = useState<{ kind: Exclude<PlaybackPrompt, null> } | null>(null)
  // The first ask for an entry takes the grant prefetched on 'Watch Now'; re-asks always go to the server.
  const askedFor = useRef<string | null>(null)
  // Compared by value: the store hands out a new array whenever entitlements are set, even the same ones.
  const viewerKey = `${user.loggedIn}|${user.ssoID}|${[...user.entitlements].sort().join(',')}`

  // biome-ignore lint/correctness/useExhaustiveDependencies: viewerKey and renewals are the re-ask triggers.
  useEffect(() => {
    if (!entryId) return
    const controller = new AbortController()
    const firstAsk = askedFor.current !== entryId
    askedFor.current = entryId
    if (firstAsk) setGrant({ kind: 'asking' })
    const asked = firstAsk ? takeGrant(entryId, controller.signal) : requestGrant(entryId, controller.signal)
    asked
      .then((answer) => {
        if (controller.signal.aborted) return
        if (answer.kind === 'connectionFailed') {
          videoServiceFailed(store)
          setGrant({ kind: 'refused', notice: playbackNotice(answer.code, medium)! })
          return
        }
        const notice = playbackNotice(answer.grant.Status, medium)
        if (!notice) {
          // Still granted after a login change: the stream playing now carries on; a renewal re-attaches.
          setGrant((current) =>
            current.kind === 'granted' && current.renewal === renewals
              ? current
              : { kind: 'granted', playbackUrl: answer.grant.playbackUrl, renewal: renewals },
          )
          return
        }
        setGrant({ kind: 'refused', notice })
        const kind = playbackPrompt(playbackOutcome(answer.grant.Status), medium)
        if (kind) setPrompt({ kind })
      })
      .catch(() => undefined) // aborted: a newer ask, or the player closed
    return () => controller.abort()
  }, [entryId, medium, viewerKey, renewals, store])

  // A card opens the player and moves to /videos/{entryId} at once; the prefetched answer often
  // arrives before that page does, and its route change closes every panel (SPEC §4.8), the
  // prompt included. So the prompt waits for the navigation to settle, then opens over the player.
  useEffect(() => {
    if (!prompt || navigating) return
    setPrompt(null)
    // The prompt says why it opened: the same §8.2 words as the player behind it.
    if (prompt.kind === 'loginPrompt') openLoginPrompt(store.ui, translator(store.payload.locale)('player.requireLogin'))
    else openOverlay(store.ui, 'upgradePromo')
  }, [prompt, navigating, store])

  return { grant, renew: () => setRenewals((n) => n + 1) }
}
