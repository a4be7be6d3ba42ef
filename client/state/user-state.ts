/**
 * SPEC §3 "User state (client)" with the §4.2 defaults. Until the accounts
 * work arrives nobody signs in, so every visitor is logged out; the header
 * and account panel already read it.
 */
export interface UserState {
  loginCheckCompleted: boolean
  loggedIn: boolean
  userDisplayName: string
  ssoID: string
  /** SPEC §3: random integer 1 to 1,000,000, per visit. */
  sessionID: number
}

export function initialUser(): UserState {
  return { loginCheckCompleted: false, loggedIn: false, userDisplayName: '', ssoID: '', sessionID: 0 }
}
