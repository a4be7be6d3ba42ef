/**
 * The spoiler gate's decision (issue 21 §2) with what it needs: this browser's live playback
 * (client/player/playback-clock.ts) and the rule (shared/rules/spoiler-hold.ts). A chunk of its own that
 * the match centre loads while a match is live (issue 22 §3: not in the page's first JavaScript); until it
 * is here nothing plays, so nothing is held.
 */
import { heldCount, shownStateIndex } from '../../../shared/rules/spoiler-hold'
import { listenForPlayback, livePlaybackOf } from '../../player/playback-clock'

export { listenForPlayback }

export function spoilerDecision(
  writtenAt: readonly number[],
  streamIds: readonly string[],
  showAsTheyHappen: boolean,
): { index: number; held: number } {
  const input = { writtenAt, playback: livePlaybackOf(streamIds), showAsTheyHappen, nowMs: Date.now() }
  return { index: shownStateIndex(input), held: heldCount(input) }
}
