/**
 * Issue 19 §7: the bodies of the administrator's account extras and settings.
 * The worker validates with these, and the client's forms resolve with them,
 * so a form's refusal and the server's are the same words.
 */
import { z } from 'zod'
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

/** What the back office may change of the site settings (the rest is deploy configuration: shown, not changed). */
export const SettingsSchema = z.object({
  unsoldTerritories: z
    .array(territory)
    .max(250)
    .refine((codes) => new Set(codes).size === codes.length, 'names a country twice'),
  // Shown by GET but not changed here: refused by name, so no one believes a change was saved.
  matchPassRegions: z.never({ message: 'The match-pass regions follow the unsold territories: change those instead' }).optional(),
  defaultStreamLimit: z
    .never({ message: 'The default stream limit is deploy configuration (STREAM_LIMIT_DEFAULT) and cannot be changed here' })
    .optional(),
  siteLocked: z
    .never({ message: 'The site lock is deploy configuration (the SITE_LOCK_PASSWORD secret) and cannot be changed here' })
    .optional(),
})
export type SettingsInput = z.infer<typeof SettingsSchema>
