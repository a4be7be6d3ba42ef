import { useEffect, useState } from 'react'
import { returnFocusTo } from '../../router/focus-return'
import { closeAudioPlayer } from '../../state/media-state'
import { useAppSnapshot, useStore } from '../../state/store-context'
import { LiveAudio } from './live-audio'
import { OnDemandAudio } from './on-demand-audio'

/**
 * SPEC §2.7 audio player panel, the bar fixed at the bottom of the screen:
 * on-demand commentary through the §4.4 grant, or a live audio asset through
 * the §4.5 live flow. Each entry starts afresh (keyed), and closing the
 * panel ends a live stream's session at once.
 */
export function AudioPanel() {
  const store = useStore()
  const { ui } = useAppSnapshot()
  const { entryID, currentTitle, source } = ui.audioPlayer
  // The bar takes no focus when it opens, so what has it now opened it; closing gives it back (WCAG 2.4.3).
  const [opener] = useState(() => document.activeElement as HTMLElement | null)
  useBottomSpace()
  if (!entryID) return null
  const close = () => {
    closeAudioPlayer(store.ui)
    returnFocusTo(opener)
  }
  return source === 'live' ? (
    <LiveAudio key={`live:${entryID}`} assetId={entryID} title={currentTitle} variant="panel" onClose={close} />
  ) : (
    <OnDemandAudio key={`vod:${entryID}`} entryId={entryID} title={currentTitle} onClose={close} />
  )
}

/** The bar covers the bottom of the page: the page gets that much room below its footer while it is open. */
function useBottomSpace(): void {
  useEffect(() => {
    document.body.classList.add('has-audio-panel')
    return () => document.body.classList.remove('has-audio-panel')
  }, [])
}
