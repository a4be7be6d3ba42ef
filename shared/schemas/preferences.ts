/** SPEC §1, §4.2 child-friendly mode preference. */
import * as z from 'zod'

export const ChildFriendlyPreferenceSchema = z.object({ enabled: z.boolean() })

export const CHILD_FRIENDLY_COOKIE = 'child_friendly'
/** A preference, not a consent: kept for a year. */
export const CHILD_FRIENDLY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60
