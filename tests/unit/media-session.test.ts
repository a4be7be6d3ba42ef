import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { claimMediaSession, type MediaSessionInfo, reportPlaybackState } from '../../client/player/media-session'

/**
 * Issue 9 §5–§6: the lock screen and headset keys of a phone, through the
 * Media Session API. navigator.mediaSession and MediaMetadata are the
 * browser's; here a stand-in records what the audio panel gave them.
 */
class FakeMediaSession {
  metadata: { title: string; artist: string; artwork: Array<{ src: string; sizes: string; type: string }> } | null = null
  playbackState = 'none'
  readonly handlers = new Map<string, (() => void) | null>()
  constructor(private readonly unsupported: readonly string[] = []) {}
  setActionHandler(action: string, handler: (() => void) | null): void {
    if (this.unsupported.includes(action)) throw new TypeError(`The provided value '${action}' is not a valid enum value`)
    this.handlers.set(action, handler)
  }
}

class FakeMediaMetadata {
  constructor(init: object) {
    Object.assign(this, init)
  }
}

function panel() {
  return {
    title: 'Live Audio Commentary',
    artist: 'Ipswich Town',
    artworkSrc: '/images/crest.png?w=512',
    onPlay: vi.fn<() => void>(),
    onPause: vi.fn<() => void>(),
  } satisfies MediaSessionInfo
}

function install(session: FakeMediaSession | null): void {
  vi.stubGlobal('navigator', session ? { mediaSession: session } : {})
  vi.stubGlobal('MediaMetadata', FakeMediaMetadata)
  vi.stubGlobal('location', { href: 'https://www.itfc.example/matches/2025-08-09/ipswich-town-v-leeds' })
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the audio panel on the lock screen (issue 9 §6)', () => {
  let session: FakeMediaSession
  beforeEach(() => {
    session = new FakeMediaSession()
    install(session)
  })

  it('shows the commentary title, the club and the crest at an absolute address', () => {
    claimMediaSession(panel())
    expect(session.metadata).toEqual({
      title: 'Live Audio Commentary',
      artist: 'Ipswich Town',
      artwork: [{ src: 'https://www.itfc.example/images/crest.png?w=512', sizes: '512x512', type: 'image/png' }],
    })
  })

  it.each([
    ['/images/crest.svg', 'image/svg+xml'],
    ['/images/crest.jpg?w=512', 'image/jpeg'],
    ['https://images.itfc.example/crest.jpeg', 'image/jpeg'],
    ['/images/crest.webp', 'image/png'],
  ])('names the crest %s as %s', (artworkSrc, type) => {
    claimMediaSession({ ...panel(), artworkSrc })
    expect(session.metadata?.artwork[0]?.type).toBe(type)
  })

  it('play and pause on the lock screen play and pause the panel; stop pauses it', () => {
    const info = panel()
    claimMediaSession(info)
    session.handlers.get('play')?.()
    expect(info.onPlay).toHaveBeenCalledTimes(1)
    session.handlers.get('pause')?.()
    session.handlers.get('stop')?.()
    expect(info.onPause).toHaveBeenCalledTimes(2)
    expect(info.onPlay).toHaveBeenCalledTimes(1)
  })

  it('follows the panel playing and paused', () => {
    claimMediaSession(panel())
    reportPlaybackState('playing')
    expect(session.playbackState).toBe('playing')
    reportPlaybackState('paused')
    expect(session.playbackState).toBe('paused')
  })

  it('closing the panel clears the title and the controls', () => {
    const info = panel()
    const release = claimMediaSession(info)
    reportPlaybackState('playing')
    release()
    expect(session.metadata).toBeNull()
    expect(session.playbackState).toBe('none')
    expect([...session.handlers]).toEqual([
      ['play', null],
      ['pause', null],
      ['stop', null],
    ])
  })

  it('a browser that refuses an action still gets play and pause', () => {
    const partial = new FakeMediaSession(['stop'])
    install(partial)
    const info = panel()
    expect(() => claimMediaSession(info)).not.toThrow()
    partial.handlers.get('pause')?.()
    expect(info.onPause).toHaveBeenCalledTimes(1)
    expect(partial.handlers.has('stop')).toBe(false)
  })

  it('a browser without the API plays as before, with nothing to control it', () => {
    install(null)
    const release = claimMediaSession(panel())
    expect(() => reportPlaybackState('playing')).not.toThrow()
    expect(() => release()).not.toThrow()
  })
})
