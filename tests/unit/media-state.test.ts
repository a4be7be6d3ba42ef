import { describe, expect, it } from 'vitest'
import {
  closeAudioPlayer,
  closeMediaPlayer,
  initialAudioPlayer,
  initialMediaPlayer,
  type MediaStores,
  NO_TITLE,
  openAudioPlayer,
  openMediaPlayer,
} from '../../client/state/media-state'

/** SPEC §4.8 (and §2.6): the media player and the audio panel, as the store holds them. */
function stores(): MediaStores {
  return { mediaPlayer: initialMediaPlayer(), audioPlayer: initialAudioPlayer() }
}

const COMMENTARY = { entryId: 'live-audio-commentary', title: 'Live Audio Commentary', source: 'live' as const }
const HIGHLIGHTS = {
  entryId: '0_highlights',
  title: 'Highlights: Ipswich Town 2-1 Leeds United',
  section: 'highlights',
  entryPoint: '/videos',
}

describe('media player and audio panel (SPEC §4.8)', () => {
  it('opening the media player closes an open audio panel and opens the video', () => {
    const state = stores()
    openAudioPlayer(state, COMMENTARY)
    expect(state.audioPlayer).toMatchObject({ modalOpen: true, entryID: 'live-audio-commentary' })
    openMediaPlayer(state, HIGHLIGHTS)
    expect(state.audioPlayer).toEqual({ entryID: null, modalOpen: false, currentTitle: NO_TITLE, source: 'onDemand' })
    expect(state.mediaPlayer).toEqual({
      mediaType: 'OnDemand',
      modalOpen: true,
      currentVideoID: '0_highlights',
      currentVideoName: 'Highlights: Ipswich Town 2-1 Leeds United',
      currentSection: 'highlights',
      entryPoint: '/videos',
    })
  })

  it('a video or commentary without a title is called "No title" (§4.2)', () => {
    const state = stores()
    openMediaPlayer(state, { entryId: '0_untitled', title: '', entryPoint: null, mediaType: 'DrmLiveVideo' })
    expect(state.mediaPlayer).toMatchObject({ currentVideoName: NO_TITLE, mediaType: 'DrmLiveVideo', currentSection: null })
    openAudioPlayer(state, { entryId: '0_audio', title: '' })
    expect(state.audioPlayer).toMatchObject({ currentTitle: NO_TITLE, source: 'onDemand', modalOpen: true })
  })

  it('closing the media player closes both players', () => {
    const state = stores()
    openMediaPlayer(state, HIGHLIGHTS)
    openAudioPlayer(state, COMMENTARY)
    closeMediaPlayer(state)
    expect(state).toEqual(stores())
  })

  it('closing the audio panel resets its id and title and leaves the video alone', () => {
    const state = stores()
    openMediaPlayer(state, HIGHLIGHTS)
    openAudioPlayer(state, COMMENTARY)
    closeAudioPlayer(state)
    expect(state.audioPlayer).toEqual(initialAudioPlayer())
    expect(state.mediaPlayer).toMatchObject({ modalOpen: true, currentVideoID: '0_highlights' })
  })
})
