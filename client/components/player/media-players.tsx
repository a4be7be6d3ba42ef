import { lazy, Suspense, useEffect } from 'react'
import { PLAYER_ROUTES } from '../../../shared/rules/video-entry-point'
import { loadAudioPanel, loadVideoOverlay } from '../../player/player-chunks'
import { closePlayer } from '../../player/close-player'
import { openMediaPlayer } from '../../state/media-state'
import { useAppSnapshot, useStore } from '../../state/store-context'

const VideoPlayerOverlay = lazy(() => loadVideoOverlay().then((m) => ({ default: m.VideoPlayerOverlay })))
const AudioPanel = lazy(() => loadAudioPanel().then((m) => ({ default: m.AudioPanel })))

/**
 * The streamer layout's video player modal and audio player panel (SPEC
 * §2.4), in every layout: their code (and hls.js) loads only when one opens.
 * While the player's code arrives, an empty dark stage answers the click.
 */
export function MediaPlayers() {
  const { ui } = useAppSnapshot()
  usePlayerFollowsRoute()
  return (
    <>
      {ui.mediaPlayer.modalOpen ? (
        <Suspense fallback={<div className="video-player video-player--pending" aria-hidden="true" />}>
          <VideoPlayerOverlay />
        </Suspense>
      ) : null}
      {ui.audioPlayer.modalOpen ? (
        <Suspense fallback={null}>
          <AudioPanel />
        </Suspense>
      ) : null}
    </>
  )
}

/**
 * SPEC §2.1 /videos/{videoID} is the player for that entry: its page opens the
 * player at once (a direct visit has no entry point, so closing goes to
 * /videos), and leaving it another way (Back, a link in a message) closes
 * the player without a second navigation.
 */
function usePlayerFollowsRoute(): void {
  const store = useStore()
  const { payload } = useAppSnapshot()
  useEffect(() => {
    const player = store.ui.mediaPlayer
    const page = payload.page
    if (page.kind === 'videoEntry') {
      const entryId = page.video.item.mediaData.entryId
      const title = page.video.item.metaData.title
      // Opened a moment ago from a card or the match centre: the page now names the entry exactly.
      if (player.modalOpen && player.currentVideoID === entryId) {
        if (player.currentVideoName !== title) player.currentVideoName = title
        return
      }
      openMediaPlayer(store.ui, { entryId, title, section: page.section, entryPoint: player.entryPoint })
      return
    }
    if (player.modalOpen && !PLAYER_ROUTES.has(payload.route.name)) closePlayer(store, false)
  }, [payload, store])
}
