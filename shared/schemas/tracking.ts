/** SPEC §3 tracking event and §7 event log (POST /api/events). */
import * as z from 'zod'
import { PLAYER_ERROR_KINDS } from '../rules/ops-figures'
import { MAX_EVENTS_PER_BATCH } from './tracking-limits'

export { MAX_EVENTS_BODY_BYTES, MAX_EVENTS_PER_BATCH } from './tracking-limits'
export const MAX_EVENT_DATA_KEYS = 20
export const MAX_EVENT_TEXT = 512

// issue 21 §7: 'playerError', a player's failure, stall or time to first frame (shared/rules/player-error-event.ts).
export const TRACKING_ACTIONS = ['pageView', 'advertImpression', 'advertClick', 'playerError'] as const
export const ADVERT_ACTIONS: readonly string[] = ['advertImpression', 'advertClick']

const text = (max = MAX_EVENT_TEXT) => z.string().max(max)

/**
 * SPEC §3 advert event: the advert's ids travel in data, so the report can count them
 * (sessionID and ssoID are the event's own). The rest of the §3 fields, and advertKind
 * (which table advertID is from, shared/rules/advert-tracking.ts), are checked when present.
 */
const AdvertEventDataSchema = z.object({
  advertID: z.number().int().positive(),
  advertName: text(255),
  advertRef: text(64),
  campaignRef: text(64),
  advertKind: z.enum(['footer', 'slot', 'feed', 'other']).optional(),
  timestamp: z.iso.datetime().optional(),
  url: text().optional(),
  userAllowTracking: z.boolean().optional(),
})

/** Issue 21 §7: a player error's report; the stream id has the asset ids' shape (never free text). */
export const PlayerErrorDataSchema = z.strictObject({
  kind: z.enum(PLAYER_ERROR_KINDS),
  streamId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  value: z.number().finite().min(0),
})

export const TrackingEventSchema = z
  .object({
    /** Makes a retried send harmless: the consumer stores each id once. The server assigns one when absent. */
    eventID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,64}$/)
      .optional(),
    channel: z.literal('web').default('web'),
    domain: text(255),
    /** SPEC §3: random 1 to 1,000,000 */
    logId: z.number().int().min(1).max(1_000_000),
    screenSize: z.string().regex(/^\d{1,5}x\d{1,5}$/),
    ssoVendor: text(64).default(''),
    userAgent: text(),
    sessionID: text(64).default(''),
    ssoID: text(64).default(''),
    action: z.enum(TRACKING_ACTIONS),
    data: z
      .record(z.string().max(64), z.union([z.string().max(MAX_EVENT_TEXT), z.number(), z.boolean(), z.null()]))
      .refine((d) => Object.keys(d).length <= MAX_EVENT_DATA_KEYS, 'too many data fields')
      .default({}),
  })
  .superRefine((event, ctx) => {
    if (event.action === 'playerError') {
      const report = PlayerErrorDataSchema.safeParse(event.data)
      if (!report.success)
        ctx.addIssue({ code: 'custom', path: ['data', ...(report.error.issues[0]?.path ?? [])], message: 'player error fields' })
      return
    }
    if (!ADVERT_ACTIONS.includes(event.action)) return
    const advert = AdvertEventDataSchema.safeParse(event.data)
    if (!advert.success) ctx.addIssue({ code: 'custom', path: ['data', ...(advert.error.issues[0]?.path ?? [])], message: 'advert fields' })
  })
export type TrackingEvent = z.input<typeof TrackingEventSchema>
export type ParsedTrackingEvent = z.output<typeof TrackingEventSchema>

/** POST /api/events: a batch of 1 to MAX_EVENTS_PER_BATCH (a single event object is taken as a batch of one). */
export const TrackingBatchSchema = z.array(TrackingEventSchema).min(1).max(MAX_EVENTS_PER_BATCH)
