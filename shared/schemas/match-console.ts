/**
 * Issue 19 §5 match-day console requests. Events are added and corrected in
 * the match data feed's own shape (match-events.ts); these are the rest.
 */
import * as z from 'zod'
import { CONSOLE_STREAM_STATUSES } from '../rules/stream-console-status'
import { STATUS_REQUESTS } from '../rules/match-status-change'

/** POST …/status: kick-off ('live'), 'halftime' or 'fulltime'; `phase` is what the operator's screen showed. */
export const MatchStatusRequestSchema = z.strictObject({
  status: z.enum(STATUS_REQUESTS),
  phase: z.enum(['notStarted', 'firstHalf', 'secondHalf', 'fullTime', 'postponed']).optional(),
})

/** POST …/streams/{assetID}/status. */
export const StreamStatusRequestSchema = z.strictObject({
  status: z.enum(CONSOLE_STREAM_STATUSES),
})

/** Event ids in paths: positive integers as SQLite gives them. */
export const EventIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,15}$/)
  .transform(Number)
  .refine(Number.isSafeInteger)

/** stream_assets.id: ours, short, no slashes. */
export const StreamAssetIdParamSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)
