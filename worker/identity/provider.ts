/**
 * ARCHITECTURE "Identity": one interface, providers chosen by config
 * (IDENTITY_PROVIDER). Both end in the same site session (site-session.ts).
 */
import type { Context } from 'hono'
import type { SignOnProvider } from '../../shared/rules/sign-on-link'
import type { AppEnv, Bindings } from '../env'
import { embeddedProvider } from './embedded/provider'
import { oidcProvider } from './oidc/provider'
import { configOf } from '../config'

export interface SignInRequest {
  flow: 'login' | 'register'
  /** Already checked by the shared return-path rule: a path on our own origin. */
  returnTo: string
}

export interface IdentityProvider {
  name: SignOnProvider
  /** Sends the supporter to the portal (a redirect response). */
  start(c: Context<AppEnv>, request: SignInRequest): Promise<Response>
  /**
   * Site logout (SPEC §7 'POST {login portal}/api/sign_out'): ends the
   * provider's own sign-in on this browser where the site can, so 'Log In'
   * after 'Log out' asks for the password again (a shared computer).
   */
  signOut(c: Context<AppEnv>): void
}

export function identityProvider(env: Bindings): IdentityProvider {
  return configOf(env).site.IDENTITY_PROVIDER === 'oidc' ? oidcProvider : embeddedProvider
}
