/**
 * SPEC §6 "Concurrent viewing is limited per account. The number is not
 * shown", §8.1 ERR_54648_1; issue 10 §4 "The limit per account is config
 * (default 2) with per-account overrides": how many live streams one account
 * may hold at once, and whether one more device may start. The default is
 * configuration (wrangler.toml [vars] STREAM_LIMIT_DEFAULT; 2 when unset or
 * not a limit); an account may carry its own (D1 stream_limit_overrides,
 * migration 0005), and bypassed accounts (SPEC §6 'Account Restrictions
 * Bypassed') have no limit at all.
 */

/** Our choice when nothing is configured: the spec does not print the number (SPEC §6). */
export const DEFAULT_STREAM_LIMIT = 2
/** The bounds of a limit, as migration 0005's CHECK has them for an override. */
export const MIN_STREAM_LIMIT = 1
export const MAX_STREAM_LIMIT = 20

/** The configured default ("3"), or null when it is unset or not a whole number within the bounds. */
export function configuredStreamLimit(configured: string | null | undefined): number | null {
  const text = configured?.trim() ?? ''
  if (!/^\d{1,2}$/.test(text)) return null
  const limit = Number(text)
  return limit >= MIN_STREAM_LIMIT && limit <= MAX_STREAM_LIMIT ? limit : null
}

/**
 * Issue 19 §7: the site's default as administrators set it in the back office
 * (D1 site_settings 'stream_limit_default'), else the deploy's configured one.
 * A stored value out of bounds is ignored rather than guessed at.
 */
export function siteDefaultStreamLimit(stored: unknown, configured: number): number {
  if (typeof stored !== 'number' || !Number.isInteger(stored)) return configured
  return stored >= MIN_STREAM_LIMIT && stored <= MAX_STREAM_LIMIT ? stored : configured
}

/** The account's limit: its override when it has a sensible one, else the default. */
export function streamLimit(override: number | null | undefined, defaultLimit = DEFAULT_STREAM_LIMIT): number {
  if (typeof override !== 'number' || !Number.isInteger(override)) return defaultLimit
  return Math.min(MAX_STREAM_LIMIT, Math.max(MIN_STREAM_LIMIT, override))
}

export interface LeaseRequest {
  /** This device (the client's sessionID) already holds a lease on the account. */
  deviceHasLease: boolean
  /** Leases the account holds now (this device's included when it has one). */
  activeLeases: number
  limit: number
  bypass: boolean
}

/**
 * 'keep': the same device checking again keeps its one lease (even when the
 * limit was lowered meanwhile: nobody is cut off mid-match by a re-check);
 * 'grant': a new lease; 'limitReached': ERR_54648_1.
 */
export type LeaseDecision = 'keep' | 'grant' | 'limitReached'

export function leaseDecision(request: LeaseRequest): LeaseDecision {
  if (request.deviceHasLease) return 'keep'
  if (request.bypass) return 'grant'
  return request.activeLeases < request.limit ? 'grant' : 'limitReached'
}
