/**
 * Issue 21 §1: how many shard objects hold one match's sockets
 * (MATCH_ROOM_SHARDS, a whole number 1 to 1,000). Unset is 1, right for
 * `npm start`, the tests and a small audience; production sets it from the
 * README's arithmetic ("Match day push"). A wrong value is a site problem
 * (503 'not configured'): guessing would either strand sockets or send a
 * hundred thousand of them to one object.
 */
import * as z from 'zod'
import type { ConfigProblem } from './feature-settings'
import { optionalText, problemsOf } from './setting-schemas'

export const MAX_MATCH_ROOM_SHARDS = 1_000

export interface MatchdaySettings {
  /** Sockets of one match are spread over this many MatchRoomShard objects. */
  shards: number
}

const MatchdaySchema = z.object({
  MATCH_ROOM_SHARDS: optionalText.transform((raw, ctx) => {
    if (raw === undefined) return 1
    const shards = /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : Number.NaN
    if (shards >= 1 && shards <= MAX_MATCH_ROOM_SHARDS) return shards
    ctx.addIssue({ code: 'custom', message: `must be a whole number from 1 to ${MAX_MATCH_ROOM_SHARDS}` })
    return z.NEVER
  }),
})

export function readMatchdaySettings(env: Record<string, unknown>): { settings: MatchdaySettings; problems: ConfigProblem[] } {
  const parsed = MatchdaySchema.safeParse(env)
  if (parsed.success) return { settings: { shards: parsed.data.MATCH_ROOM_SHARDS }, problems: [] }
  return { settings: { shards: 1 }, problems: problemsOf(parsed.error) }
}
