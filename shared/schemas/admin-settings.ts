/**
 * Issue 19 §7: the bodies of the administrator's account extras and settings.
 * The worker validates with these, and the client's forms resolve with them,
 * so a form's refusal and the server's are the same words.
 */
import * as z from 'zod'
import { MAX_STREAM_LIMIT, MIN_STREAM_LIMIT } from '../rules/concurrency-limit'
import { unsoldTerritoryRefusal } from '../rules/unsold-territories'

/** The codes an administrator may grant free of charge; a match pass needs a match and is sold or given by voucher. */
export const COMPLIMENTARY_CODES = ['subscriber', 'plus'] as const

/** A complimentary entitlement: which, and until when (required: nothing is given for ever by accident). */
export function complimentarySchema(now: Date) {
  return z.object({
    code: z.enum(COMPLIMENTARY_CODES, { message: `must be one of ${COMPLIMENTARY_CODES.join(', ')}` }),
    endsAt: z.iso
      .datetime({ message: 'must be a UTC date and time, e.g. 2026-12-31T23:59:00Z' })
      .refine((value) => Date.parse(value) > now.getTime(), 'must be in the future'),
  })
}

/** The account's own concurrent-stream limit; null returns it to the default. */
export const StreamLimitSchema = z.object({
  limit: z.int({ message: 'must be a whole number from 1 to 10, or empty for the default' }).min(1).max(10).nullable(),
})

const territory = z.string().superRefine((code, ctx) => {
  const refusal = unsoldTerritoryRefusal(code)
  if (refusal) ctx.addIssue({ code: 'custom', message: refusal })
})

/**
 * What the back office may change of the site settings, each optional (a form sends what it changes);
 * the rest is deploy configuration: shown, not changed.
 */
export const SettingsSchema = z
  .object({
    unsoldTerritories: z
      .array(territory)
      .max(250)
      .refine((codes) => new Set(codes).size === codes.length, 'names a country twice')
      .optional(),
    // Issue 19 §7: the site's default concurrent-stream limit; null returns to the deploy's (STREAM_LIMIT_DEFAULT).
    defaultStreamLimit: z
      .number({ message: `A whole number from ${MIN_STREAM_LIMIT} to ${MAX_STREAM_LIMIT}, or null for the deploy's default` })
      .int(`A whole number from ${MIN_STREAM_LIMIT} to ${MAX_STREAM_LIMIT}`)
      .min(MIN_STREAM_LIMIT, `At least ${MIN_STREAM_LIMIT}`)
      .max(MAX_STREAM_LIMIT, `At most ${MAX_STREAM_LIMIT}`)
      .nullable()
      .optional(),
    // Shown by GET but not changed here: refused by name, so no one believes a change was saved.
    matchPassRegions: z.never({ message: 'The match-pass regions follow the unsold territories: change those instead' }).optional(),
    siteLocked: z
      .never({ message: 'The site lock is deploy configuration (the SITE_LOCK_PASSWORD secret) and cannot be changed here' })
      .optional(),
  })
  .refine(
    (body) => body.unsoldTerritories !== undefined || body.defaultStreamLimit !== undefined,
    'Nothing to change: send unsoldTerritories or defaultStreamLimit',
  )
export type SettingsInput = z.infer<typeof SettingsSchema>
