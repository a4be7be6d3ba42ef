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
  entitlements: Array<{ code: string; source: string; startsAt: string; endsAt: string | null; matchId: number | null }>
  purchases: Array<{ id: number; packageId: string; status: string; amountPence: number; currency: string; createdAt: string }>
  signIns: Array<{ startedAt: string; lastUsedAt: string; userAgent: string; ended: boolean }>
}
