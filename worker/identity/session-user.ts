/** The signed-in supporter in the shapes the client reads (SPEC §3). */
import type { AuthenticationResponse, SessionUser } from '../../shared/types/account'
import type { ViewerAccount } from './viewer'

export function sessionUser({ account, entitlements }: Pick<ViewerAccount, 'account' | 'entitlements'>): SessionUser {
  return {
    ssoID: account.ssoId,
    email: account.email,
    displayName: account.displayName || account.forename || account.email,
    forename: account.forename,
    surname: account.surname,
    profileImageKey: account.profileImageKey,
    entitlements,
    stripeCustomerID: account.stripeCustomerId,
    bypassed: account.bypass,
    blocked: account.blocked,
    role: account.role,
  }
}

/** SPEC §3 authentication response of the login form. */
export function authenticationResponse(viewer: Pick<ViewerAccount, 'account' | 'entitlements'>, sessionId: string): AuthenticationResponse {
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
