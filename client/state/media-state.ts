/**
 * SPEC §3 "UI and global state": mediaPlayer and audioPlayer, with the §4.2
 * defaults ('No title') and the §4.8 transitions. The video hub, search,
 * home, match centre and the sidebar open media through these actions only,
 * so the rules of §4.8 hold wherever a video or commentary is started.
 */
export type MediaType = 'OnDemand' | 'DrmLiveVideo'

export interface MediaPlayerState {
  mediaType: MediaType
  modalOpen: boolean
  currentVideoID: string | null
  currentVideoName: string
  /** §2.6: the sidebar is titled 'Related' when a section is set, 'Latest' otherwise, hidden for 'hidden'. */
  currentSection: string | null
  /** §2.5, §2.6: the route a video was opened from; closing the player returns there. */
  entryPoint: string | null
}

/** Where the audio panel's grant comes from: an on-demand entry (§4.4 ksession) or a live stream asset (§4.5, the live work). */
export type AudioSource = 'onDemand' | 'live'

export interface AudioPlayerState {
  entryID: string | null
  modalOpen: boolean
  currentTitle: string
  source: AudioSource
}

/** §4.2: audio title and video name default to 'No title'. */
export const NO_TITLE = 'No title'

export function initialMediaPlayer(): MediaPlayerState {
  return {
    mediaType: 'OnDemand',
    modalOpen: false,
    currentVideoID: null,
    currentVideoName: NO_TITLE,
    currentSection: null,
    entryPoint: null,
  }
}

export function initialAudioPlayer(): AudioPlayerState {
  return { entryID: null, modalOpen: false, currentTitle: NO_TITLE, source: 'onDemand' }
}

export interface MediaStores {
  mediaPlayer: MediaPlayerState
  audioPlayer: AudioPlayerState
}

export interface OpenVideo {
  entryId: string
  title: string
  section?: string | null
  mediaType?: MediaType
  /** The route to return to on close (null: none, closing goes to /videos); see shared/rules/video-entry-point.ts. */
  entryPoint: string | null
}

/** §4.8: opening the media player closes the audio modal and sets media type, video id, name and section. */
export function openMediaPlayer(state: MediaStores, video: OpenVideo): void {
  Object.assign(state.audioPlayer, initialAudioPlayer())
  Object.assign(state.mediaPlayer, {
    mediaType: video.mediaType ?? 'OnDemand',
    modalOpen: true,
    currentVideoID: video.entryId,
    currentVideoName: video.title || NO_TITLE,
    currentSection: video.section ?? null,
    entryPoint: video.entryPoint,
  })
}

/** §4.8: closing the media player closes both players (the caller unlocks the background and returns to the entry point). */
export function closeMediaPlayer(state: MediaStores): void {
  Object.assign(state.mediaPlayer, initialMediaPlayer())
  Object.assign(state.audioPlayer, initialAudioPlayer())
}

/** §4.8: opening the audio player sets entry id and title. */
export function openAudioPlayer(state: MediaStores, audio: { entryId: string; title: string; source?: AudioSource }): void {
  Object.assign(state.audioPlayer, {
    entryID: audio.entryId,
    modalOpen: true,
    currentTitle: audio.title || NO_TITLE,
    source: audio.source ?? 'onDemand',
  })
}

/** §4.8: closing the audio player resets its id and title. */
export function closeAudioPlayer(state: MediaStores): void {
  Object.assign(state.audioPlayer, initialAudioPlayer())
}
