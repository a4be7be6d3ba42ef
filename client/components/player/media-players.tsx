import { useEffect } from 'react'
import { PLAYER_ROUTES } from '../../../shared/rules/video-entry-point'
import { loadAudioPanel, loadVideoOverlay } from '../../player/player-chunks'
import { closePlayer } from '../../player/close-player'
import { lazyPart } from '../lazy-part'
import { openAudio } from '../../player/open-audio'
import { closeAudioPlayer, openMediaPlayer } from '../../state/media-state'
import { useAppSnapshot, useStore } from '../../state/store-context'

// While the player's code arrives, an empty dark stage answers the click. Issue 9 'Watch Now': a video page runs
// its code ahead when idle (VideoPlayerOverlay.preload(), client/player/player-prefetch.tsx), so opening it then
// renders at once: no fallback, and no Suspense retry, whose commit React holds until 300 ms after the last fallback
// it showed (measured: ~200 ms between the player's code arriving and its stream starting).
export const VideoPlayerOverlay = lazyPart(() => loadVideoOverlay().then((m) => m.VideoPlayerOverlay), {
  fallback: <div className="video-player video-player--pending" aria-hidden="true" />,
  close: (store) => closePlayer(store, false),
})
const AudioPanel = lazyPart(() => loadAudioPanel().then((m) => m.AudioPanel), { close: (store) => closeAudioPlayer(store.ui) })

/**
 * The streamer layout's video player modal and audio player panel (SPEC
 * §2.4), in every layout: their code (and hls.js) loads only when one opens.
 */
export function MediaPlayers() {
  const { ui } = useAppSnapshot()
  usePlayerFollowsRoute()
  return (
    <>
      {ui.mediaPlayer.modalOpen ? <VideoPlayerOverlay /> : null}
      {ui.audioPlayer.modalOpen ? <AudioPanel /> : null}
    </>
  )
}

/**
 * SPEC §2.1 /videos/{videoID} is the player for that entry, /live/video/{assetID}
 * the live player of that stream: the page opens the player at once (a
 * direct visit has no entry point, so closing goes to /videos or /live), and
 * leaving it another way (Back, a link in a message) closes the player
 * without a second navigation. /live/audio/{assetID} opens the audio panel
 * on the stream (it never starts by itself, §4.4).
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
    if (page.kind === 'livePlayer') {
      const { id, contentKind } = page.stream
      const title = page.match ? `${page.match.home.name} v ${page.match.away.name}` : page.stream.title
      if (contentKind === 'audio') {
        if (!(store.ui.audioPlayer.modalOpen && store.ui.audioPlayer.entryID === id))
          openAudio(store, { entryId: id, title, source: 'live' })
        return
      }
      if (player.modalOpen && player.currentVideoID === id) return
      openMediaPlayer(store.ui, { entryId: id, title, section: null, mediaType: 'DrmLiveVideo', entryPoint: player.entryPoint })
      return
    }
    if (player.modalOpen && !PLAYER_ROUTES.has(payload.route.name)) closePlayer(store, false)
  }, [payload, store])
}
