import { useEffect, useRef } from 'react'
import type { PageData } from '../../shared/types/page-payload'
import { LoginForm } from '../components/account/login-form'
import { navigate } from '../router/navigate'
import { useAppSnapshot, useStore } from '../state/store-context'

type AccountLoginData = Extract<PageData, { kind: 'accountLogin' }>

/**
 * /account/login: the SPEC §2.10 login form as a page. After signing in, or
 * when the login check finds the supporter already signed in, it goes on to
 * the return path (?returnTo=, already through the return-path rule) or home;
 * the login page is replaced in the history, so Back does not return to it.
 */
export function AccountLoginPage({ page }: { page: AccountLoginData }) {
  const store = useStore()
  const { payload, user } = useAppSnapshot()
  const left = useRef(false)
  const goOn = () => {
    if (left.current) return
    left.current = true
    void navigate(store, new URL(page.returnTo, location.href), 'replace')
  }
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of login state moves on.
  useEffect(() => {
    if (user.loginCheckCompleted && user.loggedIn) goOn()
  }, [user.loginCheckCompleted, user.loggedIn])
  return (
    <div className="container container--narrow account-login">
      <LoginForm returnHere={payload.url} titleLevel={1} onSignedIn={goOn} />
    </div>
  )
}
