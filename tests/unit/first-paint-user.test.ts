import { describe, expect, it } from 'vitest'
import { initialUser, userFromClass, userFromViewer } from '../../client/state/user-state'
import { viewerClassOf } from '../../shared/rules/viewer-class'
import type { SessionUser } from '../../shared/types/account'

// Issue 22 §1: the server renders a page with its viewer class's user; the browser hydrates it with the
// user from self.__VIEWER__. Hydration matches (no flash) only if both agree on everything a page is
// rendered from, and the server's user names nobody.

const RENDERED_FROM = ['loggedIn', 'entitlements', 'ownedEntitlements', 'blocked', 'bypassed', 'role'] as const

function viewer(overrides: Partial<SessionUser>): SessionUser {
  return {
    ssoID: 'sso-1',
    email: 'sid@example.com',
    displayName: 'Sid Subscriber',
    forename: 'Sid',
    surname: 'Subscriber',
    profileImageKey: 'avatars/sid.jpg',
    entitlements: ['freemium', 'subscriber'],
    ownedEntitlements: ['freemium', 'subscriber'],
    stripeCustomerID: 'cus_1',
    bypassed: false,
    blocked: false,
    role: 'supporter',
    ...overrides,
  }
}

describe('the user a page is rendered with, on the server and in the browser (issue 22 §1)', () => {
  it.each<[string, Partial<SessionUser>]>([
    ['a subscriber', {}],
    ['a freemium account', { entitlements: ['freemium'], ownedEntitlements: ['freemium'] }],
    ['a blocked account', { blocked: true }],
    ['restrictions bypassed', { bypassed: true }],
    ['a voucher pass, not owned', { entitlements: ['freemium', 'plus'], ownedEntitlements: ['freemium'] }],
  ])('%s: the class user and the viewer agree on what the page is rendered from', (_name, overrides) => {
    const seen = viewer(overrides)
    const viewerClass = viewerClassOf(seen)
    // As worker/render/page-cache.ts writes __VIEWER__: the codes in the class's order.
    const browser = userFromViewer({
      ...seen,
      entitlements: viewerClass.user.entitlements,
      ownedEntitlements: viewerClass.user.ownedEntitlements,
    })
    const server = userFromClass(viewerClass.user)
    for (const field of RENDERED_FROM) expect(browser[field], field).toEqual(server[field])
    expect(browser).toMatchObject({ userDisplayName: 'Sid Subscriber', ssoID: 'sso-1', email: 'sid@example.com' })
  })

  it("the server's user names nobody", () => {
    const server = userFromClass(viewerClassOf(viewer({})).user)
    expect(server).toMatchObject({ userDisplayName: '', ssoID: '', email: '', stripeCustomerID: null, profileImageKey: null })
  })

  it('neither says the §4.2 login check has answered: it still runs and has the last word', () => {
    expect(userFromClass(viewerClassOf(viewer({})).user).loginCheckCompleted).toBe(false)
    expect(userFromViewer(viewer({})).loginCheckCompleted).toBe(false)
  })

  it('the anonymous class is the user a visitor without a session starts from', () => {
    expect(userFromClass(viewerClassOf(null).user)).toEqual(initialUser())
  })
})
