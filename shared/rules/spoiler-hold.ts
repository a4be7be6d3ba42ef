/**
 * No spoilers (issue 21 §2). While a supporter plays a live stream of the match, what the match centre shows
 * (score, events, status, statistics) waits until their own playback has reached the moment it happened: the
 * player's position read against the stream's EXT-X-PROGRAM-DATE-TIME, compared with the time the update was
 * written. Both clocks are the server side's (the encoder's program dates, the API's write time), so a browser
 * whose clock is wrong neither spoils nor holds for ever.
 *
 * The match centre keeps the states it received in order of arrival, each with its time; this rule picks the
 * one to show. The first (the page's own state when it opened) is always shown, so nothing goes backwards.
 */

/** How the supporter is playing the match now: the live position as a program date, or not playing live. */
export interface LivePlayback {
  /** EXT-X-PROGRAM-DATE-TIME of the current playback position (ms since the epoch); null until it is known. */
  programDateMs: number | null
}

/**
 * A live player that has started but whose position is not known yet (no program date read so far) holds
 * updates from the last this long before it started: the player starts a few segments behind the edge.
 * Used only until the first program date is read (a few hundred ms after the first segment).
 */
export const UNKNOWN_POSITION_HOLD_MS = 60_000

export interface SpoilerInput {
  /** When each received state was written (server clock, ms), oldest first; [0] is the page's own state. */
  writtenAt: readonly number[]
  /** null: not playing the match live (nothing is held). */
  playback: LivePlayback | null
  /** 'Show scores as they happen': the supporter chose to see everything at once. */
  showAsTheyHappen: boolean
  /** Server-clock time now (ms): only for a player whose position is not known yet. */
  nowMs: number
}

/** The index of the state to show: the newest one the supporter's playback has reached. */
export function shownStateIndex({ writtenAt, playback, showAsTheyHappen, nowMs }: SpoilerInput): number {
  const newest = writtenAt.length - 1
  if (newest <= 0 || showAsTheyHappen || playback === null) return Math.max(newest, 0)
  const reached = playback.programDateMs ?? nowMs - UNKNOWN_POSITION_HOLD_MS
  let shown = 0
  for (let index = 1; index <= newest; index += 1) {
    if (writtenAt[index] > reached) break
    shown = index
  }
  return shown
}

/** How many received updates wait for the playback (for 'N updates waiting for your stream'). */
export function heldCount(input: SpoilerInput): number {
  return Math.max(input.writtenAt.length - 1, 0) - shownStateIndex(input)
}
