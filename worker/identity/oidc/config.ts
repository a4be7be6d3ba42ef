/**
 * The OIDC provider's settings (IDENTITY_PROVIDER=oidc; README "Sign-on with
 * an OpenID Connect provider"), checked with zod once with every other
 * setting (worker/config.ts): a missing or malformed value is the site's 503
 * 'not configured', never a 500 deep inside the protocol library.
 */
import * as z from 'zod'
import type { Bindings } from '../../env'

export interface OidcConfig {
  /** The issuer as configured; discovery checks the provider says the same. */
  issuer: string
  clientId: string
  /** Unset: a public client (PKCE only, no client secret). */
  clientSecret: string | undefined
  /** Where the provider sends the supporter back (registered at the provider). */
  redirectUri: string
  /** http is allowed only for a provider on this machine (local development against e.g. Keycloak). */
  allowHttp: boolean
  /** Seals the flow cookie (flow-cookie.ts derives its own key from it). */
  sealingSecret: string
}

export type OidcConfigResult = { ok: true; config: OidcConfig } | { ok: false; problem: string }

export const CALLBACK_PATH = '/api/auth/oidc/callback'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

const required = (name: string) =>
  z
    .string({ error: `${name} is not set` })
    .trim()
    .min(1, `${name} is not set`)

const httpUrl = (name: string) => required(name).pipe(z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL` }))

const ConfigSchema = z.object({
  OIDC_ISSUER: httpUrl('OIDC_ISSUER').refine((issuer) => {
    const url = new URL(issuer)
    return url.protocol === 'https:' || LOCAL_HOSTS.has(url.hostname)
  }, 'OIDC_ISSUER must be an https URL (http only for localhost)'),
  OIDC_CLIENT_ID: required('OIDC_CLIENT_ID').max(255, 'OIDC_CLIENT_ID is too long'),
  OIDC_CLIENT_SECRET: z
    .string()
    .optional()
    .transform((secret) => secret?.trim() || undefined),
  PUBLIC_ORIGIN: httpUrl('PUBLIC_ORIGIN'),
  AUTH_SIGNING_KEY: required('AUTH_SIGNING_KEY'),
})

type Env = Pick<Bindings, 'OIDC_ISSUER' | 'OIDC_CLIENT_ID' | 'OIDC_CLIENT_SECRET' | 'PUBLIC_ORIGIN' | 'AUTH_SIGNING_KEY'>

export function readOidcConfig(env: Env): OidcConfigResult {
  const parsed = ConfigSchema.safeParse({
    OIDC_ISSUER: env.OIDC_ISSUER,
    OIDC_CLIENT_ID: env.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: env.OIDC_CLIENT_SECRET,
    PUBLIC_ORIGIN: env.PUBLIC_ORIGIN,
    AUTH_SIGNING_KEY: env.AUTH_SIGNING_KEY,
  })
  if (!parsed.success) return { ok: false, problem: parsed.error.issues[0]?.message ?? 'invalid settings' }
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, PUBLIC_ORIGIN, AUTH_SIGNING_KEY } = parsed.data
  return {
    ok: true,
    config: {
      issuer: OIDC_ISSUER,
      clientId: OIDC_CLIENT_ID,
      clientSecret: OIDC_CLIENT_SECRET,
      redirectUri: `${new URL(PUBLIC_ORIGIN).origin}${CALLBACK_PATH}`,
      allowHttp: new URL(OIDC_ISSUER).protocol === 'http:',
      sealingSecret: AUTH_SIGNING_KEY,
    },
  }
}
