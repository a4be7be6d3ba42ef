/** The signed-in supporter in the shapes the client reads (SPEC §3). */
import type { AuthenticationResponse, SessionUser } from '../../shared/types/account'
import type { ViewerAccount } from './viewer'

type Holder = Pick<ViewerAccount, 'account' | 'entitlements' | 'ownedEntitlements'>

export function sessionUser({ account, entitlements, ownedEntitlements }: Holder): SessionUser {
  return {
    ssoID: account.ssoId,
    email: account.email,
    displayName: account.displayName || account.forename || account.email,
    forename: account.forename,
    surname: account.surname,
    profileImageKey: account.profileImageKey,
    entitlements,
    ownedEntitlements,
    stripeCustomerID: account.stripeCustomerId,
    bypassed: account.bypass,
    blocked: account.blocked,
    role: account.role,
  }
}

/** SPEC §3 authentication response of the login form. */
export function authenticationResponse(viewer: Holder, sessionId: string): AuthenticationResponse {
  const user = sessionUser(viewer)
  return {
    AuthenticationToken: sessionId,
    CurrentCustomerSession: {
      CustomerEntitlements: user.entitlements.join(','),
      CustomerFirstName: user.forename,
      CustomerLastName: user.surname,
      CustomerId: user.ssoID,
    },
    ModelErrors: null,
    user,
  }
}
