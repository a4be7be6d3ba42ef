/** Accounts as the back office shows them (issue 19 §7); rows are parsed into these in worker/db/admin-accounts.ts. */
export interface AdminAccountSummary {
  ssoId: string
  email: string
  displayName: string
  role: string
  blocked: boolean
  bypassed: boolean
  createdAt: string
}

export interface AdminAccountDetail extends AdminAccountSummary {
  entitlements: Array<{ id: number; code: string; source: string; startsAt: string; endsAt: string | null; matchId: number | null }>
  purchases: Array<{ id: number; packageId: string; status: string; amountPence: number; currency: string; createdAt: string }>
  signIns: Array<{ startedAt: string; lastUsedAt: string; userAgent: string; ended: boolean }>
  /** The account's own concurrent-stream limit (null: the default applies). */
  streamLimit: number | null
}

/** Issue 19 §7 settings as GET /api/admin/settings answers: only the unsold territories can be changed there. */
export interface AdminSettings {
  unsoldTerritories: string[]
  /** A match pass is sold where its match may be watched live: the same list. */
  matchPassRegions: string[]
  /** Deploy configuration (STREAM_LIMIT_DEFAULT): shown, not changed here. */
  defaultStreamLimit: number
  /** Whether SITE_LOCK_PASSWORD is set: a secret, so the back office only shows it. */
  siteLocked: boolean
}
