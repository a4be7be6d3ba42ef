import { describe, expect, it } from 'vitest'
import { type AudioEvent, type AudioState, audioButton, nextAudioState } from '../../shared/rules/audio-state'

// SPEC §4.5: not ready, ready (Play), playing (Pause), paused; §4.4 audio does not autoplay.
describe('audio state after an event', () => {
  it.each<[AudioState, AudioEvent, AudioState]>([
    ['notReady', 'ready', 'ready'],
    ['notReady', 'playing', 'notReady'], // nothing plays before it is ready
    ['notReady', 'paused', 'notReady'],
    ['notReady', 'ended', 'notReady'],
    ['notReady', 'reset', 'notReady'],
    ['ready', 'ready', 'ready'],
    ['ready', 'playing', 'playing'],
    ['ready', 'paused', 'ready'], // the element's pause before any play is not a listener's pause
    ['ready', 'reset', 'notReady'],
    ['playing', 'ready', 'playing'], // a late ready timer never stops playback
    ['playing', 'playing', 'playing'],
    ['playing', 'paused', 'paused'],
    ['playing', 'ended', 'paused'],
    ['playing', 'reset', 'notReady'],
    ['paused', 'ready', 'paused'],
    ['paused', 'playing', 'playing'],
    ['paused', 'paused', 'paused'],
    ['paused', 'reset', 'notReady'],
  ])('%s + %s → %s', (state, event, next) => {
    expect(nextAudioState(state, event)).toBe(next)
  })
})

describe('audio panel button', () => {
  it.each<[AudioState, ReturnType<typeof audioButton>]>([
    ['notReady', { action: 'play', enabled: false }],
    ['ready', { action: 'play', enabled: true }],
    ['playing', { action: 'pause', enabled: true }],
    ['paused', { action: 'play', enabled: true }],
  ])('%s shows %j', (state, button) => {
    expect(audioButton(state)).toEqual(button)
  })
})
