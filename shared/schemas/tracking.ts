/** SPEC §3 tracking event and §7 event log (POST /api/events). */
import { z } from 'zod'

export const MAX_EVENT_DATA_KEYS = 20
export const MAX_EVENT_TEXT = 512

export const TRACKING_ACTIONS = ['pageView', 'advertImpression', 'advertClick'] as const

const text = (max = MAX_EVENT_TEXT) => z.string().max(max)

export const TrackingEventSchema = z.object({
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
export type TrackingEvent = z.infer<typeof TrackingEventSchema>
