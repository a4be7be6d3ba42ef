import { describe, expect, it } from 'vitest'
import { matchMedia } from '../../shared/rules/match-media'

const all = { audioAssetId: 'live-audio-commentary', videoAssetId: 'live-match-video', videoEntryId: '1_replay' }
const none = { audioAssetId: null, videoAssetId: null, videoEntryId: null }

// Issue 3 §2: the match's audio and video entry points.
describe('matchMedia', () => {
  it.each([
    { status: 'live', assets: all, expected: { liveAudio: true, liveVideo: true, replay: true } },
    { status: 'upcoming', assets: all, expected: { liveAudio: true, liveVideo: true, replay: true } },
    // over or postponed: nothing live to join, the replay stays
    { status: 'fulltime', assets: all, expected: { liveAudio: false, liveVideo: false, replay: true } },
    { status: 'postponed', assets: all, expected: { liveAudio: false, liveVideo: false, replay: true } },
    { status: 'live', assets: none, expected: { liveAudio: false, liveVideo: false, replay: false } },
    { status: 'live', assets: { ...none, audioAssetId: 'a' }, expected: { liveAudio: true, liveVideo: false, replay: false } },
    { status: 'live', assets: { ...none, videoAssetId: 'v' }, expected: { liveAudio: false, liveVideo: true, replay: false } },
    { status: 'fulltime', assets: { ...none, videoEntryId: 'e' }, expected: { liveAudio: false, liveVideo: false, replay: true } },
  ] as const)('$status with $assets → $expected', ({ status, assets, expected }) => {
    expect(matchMedia({ status, ...assets })).toEqual(expected)
  })
})
