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

/** Issue 19 §7 settings as GET /api/admin/settings answers: the unsold territories and the default stream limit change there. */
export interface AdminSettings {
  unsoldTerritories: string[]
  /** A match pass is sold where its match may be watched live: the same list. */
  matchPassRegions: string[]
  /** The default in force: the one set here, else the deploy's. */
  defaultStreamLimit: number
  /** The default set in the back office (null: the deploy's applies). */
  storedStreamLimit: number | null
  /** The deploy's default (STREAM_LIMIT_DEFAULT; 2 when unset). */
  configuredStreamLimit: number
  /** Whether SITE_LOCK_PASSWORD is set: a secret, so the back office only shows it. */
  siteLocked: boolean
}
