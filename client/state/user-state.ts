/**
 * SPEC §3 "User state (client)" with the §4.2 defaults, and the §4.6 actions
 * that set and clear it. The server decides who is signed in (httpOnly
 * cookies); this is what the browser was last told, for the header, the
 * account panel, video locks and the players.
 */
import type { ClassUser } from '../../shared/rules/viewer-class'
import type { AccountRole, SessionUser } from '../../shared/types/account'
import type { UiState } from './ui-state'

export interface UserState {
  /** §4.2: false until the first login check has answered. */
  loginCheckCompleted: boolean
  /** The supporter signed in or out here (form, logout), not only a background check. */
  loginStatusUpdatedByUser: boolean
  loggedIn: boolean
  userDisplayName: string
  ssoID: string
  email: string
  /** §4.1 entitlement codes held now. */
  entitlements: string[]
  /** Those held other than through a voucher's free pass: what the buy flow and the cards count as held (shared/rules/buy-flow.ts). */
  ownedEntitlements: string[]
  /** SPEC §3: random integer 1 to 1,000,000, one per device (client/account/device-session.ts); 0 until read. */
  sessionID: number
  stripeCustomerID: string | null
  /** §6 'Account Restrictions Bypassed'. */
  bypassed: boolean
  /** §6 blocked by an administrator: browses free content, every paid action is refused. */
  blocked: boolean
  role: AccountRole
  profileImageKey: string | null
}

export function initialUser(): UserState {
  return {
    loginCheckCompleted: false,
    loginStatusUpdatedByUser: false,
    loggedIn: false,
    userDisplayName: '',
    ssoID: '',
    email: '',
    entitlements: [],
    ownedEntitlements: [],
    sessionID: 0,
    stripeCustomerID: null,
    bypassed: false,
    blocked: false,
    role: 'supporter',
    profileImageKey: null,
  }
}

/**
 * Issue 22 §1: the user a page is rendered with on the server: its viewer
 * class (lock badges, what may be bought, signed in), nobody's name. The
 * §4.2 login check has not answered yet.
 */
export function userFromClass(cls: ClassUser): UserState {
  return {
    ...initialUser(),
    loggedIn: cls.loggedIn,
    entitlements: [...cls.entitlements],
    ownedEntitlements: [...cls.ownedEntitlements],
    blocked: cls.blocked,
    bypassed: cls.bypassed,
    role: cls.role,
  }
}

/**
 * Issue 22 §1: the user the browser starts from: the viewer the edge wrote
 * into this response (self.__VIEWER__, worker/render/personal-parts.ts), the
 * same class the page was rendered for, so hydration matches the HTML and
 * nothing flashes. The §4.2 login check still runs and has the last word.
 */
export function userFromViewer(viewer: SessionUser): UserState {
  return { ...initialUser(), ...sessionFields(viewer) }
}

/** What a session says about the user: the login check's answer (setUserData) and the edge's __VIEWER__ alike. */
function sessionFields(session: SessionUser): Partial<UserState> {
  return {
    loggedIn: true,
    userDisplayName: session.displayName,
    ssoID: session.ssoID,
    email: session.email,
    entitlements: [...session.entitlements],
    ownedEntitlements: [...session.ownedEntitlements],
    stripeCustomerID: session.stripeCustomerID,
    bypassed: session.bypassed,
    blocked: session.blocked,
    role: session.role,
    profileImageKey: session.profileImageKey,
  }
}

interface UserStores {
  user: UserState
  ui: Pick<UiState, 'loginPrompt'>
}

/** §4.6: setting user data sets login status, display name, sso id and email, and clears the login prompt message. */
export function setUserData(store: UserStores, session: SessionUser, byUser = false): void {
  Object.assign(store.user, sessionFields(session), { loginCheckCompleted: true })
  if (byUser) store.user.loginStatusUpdatedByUser = true
  store.ui.loginPrompt.message = ''
}

/** §4.6: clearing sets loggedIn false and clears the entitlements; the device's session id stays. */
export function clearUserData(store: UserStores, byUser = false): void {
  const { sessionID, loginStatusUpdatedByUser } = store.user
  Object.assign(store.user, initialUser(), {
    sessionID,
    loginCheckCompleted: true,
    loginStatusUpdatedByUser: byUser || loginStatusUpdatedByUser,
  })
}

/** §4.6 after login: the session state read from the entitlements call. */
export function setEntitlements(
  user: UserState,
  entitlements: readonly string[],
  stripeCustomerID: string | null,
  ownedEntitlements: readonly string[] = entitlements,
): void {
  user.entitlements = [...entitlements]
  user.ownedEntitlements = [...ownedEntitlements]
  user.stripeCustomerID = stripeCustomerID
}
