/**
 * POST /api/admin/matches/{matchId}/events: one event from the live match data
 * feed (SPEC §7 'match data' service base; the back office is 'not shown'),
 * in the §7 request shape data.attributes. Strict objects: a score, an id or
 * anything else the feed sends is refused, never ignored (the score follows
 * from the events: shared/rules/match-event-entry.ts).
 */
import * as z from 'zod'
import { addedTimeAllowed, MATCH_EVENT_TYPES, relatedPlayer } from '../rules/match-event-entry'

/** match_events.minute CHECK (minute BETWEEN 0 AND 130). */
export const EVENT_MINUTE_MAX = 130
/** 90+n: our limit; no half runs this long. */
export const ADDED_MINUTE_MAX = 30
/** A player's name as the team sheet prints it: our limit. */
export const PLAYER_NAME_MAX = 80

/** Path ids as the live endpoint reads them; larger ones are not ids of ours. */
export const MatchIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,8}$/)
  .transform(Number)

const PlayerNameSchema = z
  .string()
  .trim()
  .min(1)
  .max(PLAYER_NAME_MAX)
  // No control characters: a name is one line of text on the timeline.
  .regex(/^[^\p{Cc}]+$/u)

export const MatchEventAttributesSchema = z
  .strictObject({
    type: z.enum(MATCH_EVENT_TYPES),
    minute: z.number().int().min(0).max(EVENT_MINUTE_MAX),
    addedMinute: z.number().int().min(1).max(ADDED_MINUTE_MAX).nullable().default(null),
    side: z.enum(['home', 'away']),
    playerName: PlayerNameSchema,
    relatedPlayerName: PlayerNameSchema.nullable().default(null),
  })
  .superRefine((event, ctx) => {
    if (event.addedMinute !== null && !addedTimeAllowed(event.minute)) {
      ctx.addIssue({ code: 'custom', path: ['addedMinute'], message: 'added time follows minute 45, 90, 105 or 120' })
    }
    const related = relatedPlayer(event.type)
    if ((related === 'required' && event.relatedPlayerName === null) || (related === 'none' && event.relatedPlayerName !== null)) {
      ctx.addIssue({ code: 'custom', path: ['relatedPlayerName'], message: `not as a ${event.type} has it` })
    }
  })

export const MatchEventEntrySchema = z.strictObject({
  data: z.strictObject({
    type: z.literal('matchEvent'),
    attributes: MatchEventAttributesSchema,
  }),
})

export type MatchEventEntry = z.output<typeof MatchEventAttributesSchema>
