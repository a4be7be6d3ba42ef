import { describe, expect, it } from 'vitest'
import { matchMedia } from '../../shared/rules/match-media'

const all = { audioAssetId: 'live-audio-commentary', videoAssetId: 'live-match-video', videoEntryId: '1_replay' }
const none = { audioAssetId: null, videoAssetId: null, videoEntryId: null }

// Issue 3 §2: the match's audio and video entry points.
describe('matchMedia', () => {
  it.each([
    {
      status: 'live',
      assets: all,
      expected: { liveAudio: 'live-audio-commentary', liveVideo: 'live-match-video', replay: '1_replay' },
    },
    {
      status: 'upcoming',
      assets: all,
      expected: { liveAudio: 'live-audio-commentary', liveVideo: 'live-match-video', replay: '1_replay' },
    },
    // over or postponed: nothing live to join, the replay stays
    { status: 'fulltime', assets: all, expected: { liveAudio: null, liveVideo: null, replay: '1_replay' } },
    { status: 'postponed', assets: all, expected: { liveAudio: null, liveVideo: null, replay: '1_replay' } },
    { status: 'live', assets: none, expected: { liveAudio: null, liveVideo: null, replay: null } },
    { status: 'live', assets: { ...none, audioAssetId: 'a' }, expected: { liveAudio: 'a', liveVideo: null, replay: null } },
    { status: 'live', assets: { ...none, videoAssetId: 'v' }, expected: { liveAudio: null, liveVideo: 'v', replay: null } },
    { status: 'fulltime', assets: { ...none, videoEntryId: 'e' }, expected: { liveAudio: null, liveVideo: null, replay: 'e' } },
  ] as const)('$status with $assets → $expected', ({ status, assets, expected }) => {
    expect(matchMedia({ status, ...assets })).toEqual(expected)
  })
})
