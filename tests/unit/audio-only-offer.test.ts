import { describe, expect, it } from 'vitest'
import {
  type AudioOnlyEvent,
  type AudioOnlyState,
  bandwidthLevel,
  nextAudioOnlyState,
  playsAudioOnly,
} from '../../shared/rules/audio-only-offer'

// Issue 21 §4: 'Continue with audio only' below the lowest video rendition, 'video is back' on recovery, no flapping.

const LOWEST = 400_000
const bw = (estimate: number | null, lowestVideo: number | null = LOWEST): AudioOnlyEvent => ({ type: 'bandwidth', estimate, lowestVideo })

describe('bandwidthLevel', () => {
  it.each([
    [64_000, LOWEST, 'low'],
    [399_999, LOWEST, 'low'],
    [400_000, LOWEST, 'between'],
    [599_999, LOWEST, 'between'],
    [600_000, LOWEST, 'recovered'],
    [5_000_000, LOWEST, 'recovered'],
    [null, LOWEST, 'unknown'],
    [0, LOWEST, 'unknown'],
    [Number.NaN, LOWEST, 'unknown'],
    [64_000, null, 'unknown'],
    [64_000, 0, 'unknown'],
  ] as const)('%s against %s → %s', (estimate, lowest, level) => {
    expect(bandwidthLevel(estimate, lowest)).toBe(level)
  })
})

describe('nextAudioOnlyState', () => {
  it.each([
    ['video', bw(64_000), 'offered'],
    ['video', bw(450_000), 'video'],
    ['video', bw(null), 'video'],
    ['offered', bw(450_000), 'offered'], // inside the band: the notice stays, no flapping
    ['offered', bw(700_000), 'video'],
    ['offered', { type: 'chooseAudioOnly' }, 'audioOnly'],
    ['offered', { type: 'dismiss' }, 'declined'],
    ['declined', bw(64_000), 'declined'], // not offered again until it recovered
    ['declined', bw(700_000), 'video'],
    ['audioOnly', bw(64_000), 'audioOnly'],
    ['audioOnly', bw(450_000), 'audioOnly'],
    ['audioOnly', bw(700_000), 'videoBack'],
    ['audioOnly', { type: 'returnToVideo' }, 'video'],
    ['videoBack', bw(450_000), 'videoBack'],
    ['videoBack', bw(64_000), 'audioOnly'],
    ['videoBack', { type: 'returnToVideo' }, 'video'],
    ['videoBack', { type: 'dismiss' }, 'stayedAudio'],
    ['stayedAudio', bw(64_000), 'stayedAudio'],
    ['stayedAudio', bw(700_000), 'stayedAudio'],
    ['stayedAudio', { type: 'returnToVideo' }, 'video'],
    ['video', { type: 'returnToVideo' }, 'video'],
    ['audioOnly', { type: 'chooseAudioOnly' }, 'audioOnly'],
  ] as const)('%s + %o → %s', (state, event, next) => {
    expect(nextAudioOnlyState(state, event as AudioOnlyEvent)).toBe(next)
  })

  it('a bandwidth hovering around the lowest rendition offers once and does not flap', () => {
    const estimates = [390_000, 410_000, 395_000, 590_000, 399_000, 420_000]
    const seen: AudioOnlyState[] = []
    for (const estimate of estimates) seen.push(nextAudioOnlyState(seen.at(-1) ?? 'video', bw(estimate)))
    expect(seen).toEqual(['offered', 'offered', 'offered', 'offered', 'offered', 'offered'])
  })

  it.each([
    ['video', false],
    ['offered', false],
    ['declined', false],
    ['audioOnly', true],
    ['videoBack', true],
    ['stayedAudio', true],
  ] as const)('%s plays audio only: %s', (state, audio) => {
    expect(playsAudioOnly(state)).toBe(audio)
  })
})
