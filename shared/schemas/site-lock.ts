/** SPEC §2.10, §4.8 site lock: the password the lock box sends. */
import * as z from 'zod'

export const MAX_SITE_LOCK_PASSWORD_LENGTH = 256

export const SiteLockAttemptSchema = z.object({ password: z.string().min(1).max(MAX_SITE_LOCK_PASSWORD_LENGTH) })

/** SPEC §9.4: allow_entry lasts 60 days. */
export const ALLOW_ENTRY_COOKIE = 'allow_entry'
export const ALLOW_ENTRY_MAX_AGE_SECONDS = 60 * 24 * 60 * 60
