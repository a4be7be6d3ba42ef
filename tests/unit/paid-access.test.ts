import { describe, expect, it } from 'vitest'
import { type PaidAccess, paidAccess } from '../../shared/rules/paid-access'

describe('who may take a paid action at all (SPEC §6)', () => {
  it.each<[string, boolean, boolean, PaidAccess]>([
    ['a signed-in account in good standing may', true, false, 'allowed'],
    ['a blocked account is refused with the blocked state (status 3)', true, true, 'blocked'],
    ['an anonymous visitor is asked to log in', false, false, 'requireLogin'],
    ['signing in comes first: a blocked flag without a session still asks to log in', false, true, 'requireLogin'],
  ])('%s', (_name, signedIn, blocked, access) => {
    expect(paidAccess({ signedIn, blocked })).toBe(access)
  })
})
