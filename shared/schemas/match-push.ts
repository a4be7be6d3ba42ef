/**
 * Issue 21 §1: the match socket's input as the worker reads it (zod: never in
 * the browser's bundle; the protocol's types and constants are in
 * shared/match-push.ts, which pages import).
 */
import * as z from 'zod'

export * from '../match-push'

export const MatchSocketClientSchema = z.strictObject({
  type: z.literal('ping'),
  matchId: z.number().int().positive().optional(),
})

export const MatchStatusSchema = z.enum(['upcoming', 'live', 'fulltime', 'postponed'])

/** ?after=<last id seen>: digits only, no sign, no leading zeros (0 itself is every message kept). */
export const PushAfterSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,14})$/)
  .transform(Number)

/** ?since=<ms since 1970>: a page's first socket asks for what was written after its state was read. */
export const PushSinceSchema = z
  .string()
  .regex(/^(0|[1-9]\d{0,14})$/)
  .transform(Number)
