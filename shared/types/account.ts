/** The signed-in supporter as the site sees them (SPEC §3 user state, entitlements response). */
/** issue 19: editors run content; administrators everything (shared/rules/staff-access.ts). */
export type AccountRole = 'supporter' | 'editor' | 'admin'

export interface SessionUser {
  ssoID: string
  email: string
  displayName: string
  forename: string
  surname: string
  profileImageKey: string | null
  /** SPEC §4.1 codes held now (shared/rules/entitlements.ts). */
  entitlements: string[]
  /** Beyond SPEC §3: those held other than through a voucher's free pass, what buying counts as held (shared/rules/purchase-eligibility.ts). */
  ownedEntitlements: string[]
  stripeCustomerID: string | null
  /** SPEC §6 'Account Restrictions Bypassed'. */
  bypassed: boolean
  /** SPEC §6 blocked account (status 3): may browse free content only. */
  blocked: boolean
  role: AccountRole
}

/** SPEC §3 "Login form … Authentication responses carry AuthenticationToken, CurrentCustomerSession and ModelErrors". */
export interface AuthenticationResponse {
  /** The site session's id (a reference, not a credential: the credentials stay in httpOnly cookies). */
  AuthenticationToken: string
  CurrentCustomerSession: {
    /** Comma-separated, as SPEC §3 "Streaming-provider session" writes it. */
    CustomerEntitlements: string
    CustomerFirstName: string
    CustomerLastName: string
    CustomerId: string
  }
  ModelErrors: null
  user: SessionUser
}

/** SPEC §3 field errors of a refused login: shown beside the fields. */
export interface ModelErrors {
  emailaddress?: string
  password?: string
  Concurrency?: string
}

/** SPEC §3 entitlements response. */
export interface EntitlementsResponse {
  data: {
    type: 'entitlements'
    /** ownedEntitlements is beyond SPEC §3: the codes held other than through a voucher's free pass (buying). */
    attributes: { userID: string; entitlements: string[]; ownedEntitlements: string[]; stripeCustomerID: string | null }
  }
}
