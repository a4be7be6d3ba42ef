import { describe, expect, it } from 'vitest'
import { matchMedia } from '../../shared/rules/match-media'

const all = { audioAssetId: 'live-audio-commentary', videoAssetId: 'live-match-video', videoEntryId: '1_replay', audioEntryId: '1_audio' }
const none = { audioAssetId: null, videoAssetId: null, videoEntryId: null, audioEntryId: null }
const LIVE = { liveAudio: 'live-audio-commentary', liveVideo: 'live-match-video' }
const NOTHING = { liveAudio: null, liveVideo: null, replay: null, commentary: null }

// Issue 3 §2, issue 9 §6: the match's audio and video entry points.
describe('matchMedia', () => {
  it.each([
    // before the final whistle: the live streams and any replay; the full commentary is not there yet
    { status: 'live', assets: all, expected: { ...LIVE, replay: '1_replay', commentary: null } },
    { status: 'upcoming', assets: all, expected: { ...LIVE, replay: '1_replay', commentary: null } },
    // over: nothing live to join; the replay and the full commentary
    { status: 'fulltime', assets: all, expected: { ...NOTHING, replay: '1_replay', commentary: '1_audio' } },
    // postponed: nothing was played, so nothing was recorded
    { status: 'postponed', assets: all, expected: { ...NOTHING, replay: '1_replay' } },
    { status: 'live', assets: none, expected: NOTHING },
    { status: 'fulltime', assets: none, expected: NOTHING },
    { status: 'live', assets: { ...none, audioAssetId: 'a' }, expected: { ...NOTHING, liveAudio: 'a' } },
    { status: 'live', assets: { ...none, videoAssetId: 'v' }, expected: { ...NOTHING, liveVideo: 'v' } },
    { status: 'fulltime', assets: { ...none, videoEntryId: 'e' }, expected: { ...NOTHING, replay: 'e' } },
    { status: 'fulltime', assets: { ...none, audioEntryId: 'c' }, expected: { ...NOTHING, commentary: 'c' } },
    { status: 'upcoming', assets: { ...none, audioEntryId: 'c' }, expected: NOTHING },
  ] as const)('$status with $assets → $expected', ({ status, assets, expected }) => {
    expect(matchMedia({ status, ...assets })).toEqual(expected)
  })
})
