import { beforeAll, describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../shared/i18n'
import type { SessionUser } from '../../shared/types/account'
import { type VideoServiceStores, videoServiceFailed } from '../../client/player/video-service-failure'
import { initialUser, setUserData } from '../../client/state/user-state'

const SUBSCRIBER: SessionUser = {
  ssoID: 'demo-subscriber',
  email: 'subscriber@example.com',
  displayName: 'Sam',
  forename: 'Sam',
  surname: 'Subscriber',
  profileImageKey: null,
  entitlements: ['subscriber'],
  ownedEntitlements: ['subscriber'],
  stripeCustomerID: null,
  bypassed: false,
  blocked: false,
  role: 'supporter',
}

function stores(locale: 'en' | 'ar') {
  const user = initialUser()
  user.loggedIn = true
  user.entitlements = ['subscriber']
  user.ownedEntitlements = ['subscriber']
  return {
    payload: { locale },
    ui: { errorNotification: { display: false, title: '', message: '' }, loginPrompt: { message: '' } },
    user,
  }
}

// SPEC §8.3 video service connection failure (the grant could not be asked: no answer, or a 5xx).
describe('videoServiceFailed', () => {
  beforeAll(() => loadCatalogue('ar'))

  it.each([
    ['en', 'There was a problem connecting to the video service', 'Please try again in a few minutes'],
    ['ar', 'حدثت مشكلة في الاتصال بخدمة الفيديو', 'يرجى المحاولة مرة أخرى بعد بضع دقائق'],
  ] as const)('%s: shows the error notice and clears the stream entitlements', (locale, title, message) => {
    const state = stores(locale)
    videoServiceFailed(state satisfies VideoServiceStores)
    expect(state.ui.errorNotification).toEqual({ display: true, title, message })
    expect(state.user.entitlements).toEqual([])
    expect(state.user.ownedEntitlements).toEqual([])
    // Still signed in: only what the video service said is forgotten.
    expect(state.user.loggedIn).toBe(true)
  })

  it('the next login check (every route change) sets the entitlements of the session again', () => {
    const state = stores('en')
    videoServiceFailed(state)
    setUserData(state, SUBSCRIBER)
    expect(state.user.entitlements).toEqual(['subscriber'])
    expect(state.user.ownedEntitlements).toEqual(['subscriber'])
  })
})
