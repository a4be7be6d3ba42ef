import { describe, expect, it } from 'vitest'
import { heldCount, type SpoilerInput, shownStateIndex, UNKNOWN_POSITION_HOLD_MS } from '../../shared/rules/spoiler-hold'

const KICK_OFF = Date.parse('2026-11-28T15:00:00Z')
const at = (seconds: number) => KICK_OFF + seconds * 1000
// The page opened at kick-off; a goal written 10 min in, a card at 12 min, the score of 15 min.
const writtenAt = [at(0), at(600), at(720), at(900)]

function input(overrides: Partial<SpoilerInput>): SpoilerInput {
  return { writtenAt, playback: null, showAsTheyHappen: false, nowMs: at(930), ...overrides }
}

describe('no spoilers (issue 21 §2)', () => {
  it.each<[string, Partial<SpoilerInput>, number]>([
    ['not playing: everything at once', { playback: null }, 3],
    ['the switch on while playing: everything at once', { playback: { programDateMs: at(10) }, showAsTheyHappen: true }, 3],
    ['playback before the goal: the page as it opened', { playback: { programDateMs: at(599) } }, 0],
    ['playback exactly at the goal: the goal', { playback: { programDateMs: at(600) } }, 1],
    ['playback between the card and the next score', { playback: { programDateMs: at(800) } }, 2],
    ['playback past the newest: the newest', { playback: { programDateMs: at(925) } }, 3],
    ['position not known yet: held from a minute before now', { playback: { programDateMs: null } }, 2],
    ['position not known, long after: the newest', { playback: { programDateMs: null }, nowMs: at(900) + UNKNOWN_POSITION_HOLD_MS }, 3],
    ['one state only (nothing received)', { writtenAt: [at(0)], playback: { programDateMs: at(-100) } }, 0],
    ['no state at all', { writtenAt: [], playback: { programDateMs: at(0) } }, 0],
    // An update stamped out of order (a poll's whole-second Date) never lets a later one through early.
    ['out of order: stops at the first not reached', { writtenAt: [at(0), at(700), at(650)], playback: { programDateMs: at(680) } }, 0],
  ])('%s', (_name, overrides, expected) => {
    expect(shownStateIndex(input(overrides))).toBe(expected)
  })

  it.each<[string, Partial<SpoilerInput>, number]>([
    ['not playing', { playback: null }, 0],
    ['before the goal', { playback: { programDateMs: at(10) } }, 3],
    ['after the card', { playback: { programDateMs: at(730) } }, 1],
    ['with the switch on', { playback: { programDateMs: at(10) }, showAsTheyHappen: true }, 0],
  ])('updates waiting, %s', (_name, overrides, expected) => {
    expect(heldCount(input(overrides))).toBe(expected)
  })
})
