/**
 * One OIDC sign-in in flight: the PKCE verifier, nonce, state and return path
 * the callback needs, kept in this browser only. The cookie is sealed (a JWE,
 * dir + A256GCM, with a key derived from AUTH_SIGNING_KEY through HKDF), so it
 * can be neither read (the verifier stays secret) nor forged; it lives ten
 * minutes, travels only to /api/auth/oidc and is spent by the callback.
 */
import type { Context } from 'hono'
import { deleteCookie, getCookie, setCookie } from 'hono/cookie'
import { EncryptJWT, jwtDecrypt } from 'jose'
import * as z from 'zod'
import { MAX_RETURN_PATH_LENGTH } from '../../../shared/rules/return-path'
import type { AppEnv } from '../../env'
import type { OidcConfig } from './config'

export const FLOW_COOKIE = 'club_oidc_flow'
export const FLOW_COOKIE_PATH = '/api/auth/oidc'
const FLOW_TTL_SECONDS = 10 * 60
const TYP = 'oidc-flow+jwt'
const AUDIENCE = 'club-site/oidc-callback'
/** Bigger than any cookie we write: anything larger is refused unread. */
const MAX_COOKIE_LENGTH = 3000

/** What oauth4webapi generates is base64url; the limits only keep a forged value small. */
const RandomValue = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/)

const FlowSchema = z.object({
  verifier: RandomValue,
  state: RandomValue,
  nonce: RandomValue,
  returnTo: z.string().min(1).max(MAX_RETURN_PATH_LENGTH),
  /** The provider and client the flow began with: a change of settings mid-flow ends it. */
  issuer: z.string(),
  clientId: z.string(),
})

export type SignInFlow = z.infer<typeof FlowSchema>

const keys = new Map<string, Promise<CryptoKey>>()

/** A key of its own for this cookie (HKDF with a fixed purpose), never the signing key itself. */
function sealingKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret)
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), 'HKDF', false, ['deriveKey'])
      return crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: new TextEncoder().encode('club-site oidc flow cookie'),
          info: new TextEncoder().encode('A256GCM v1'),
        },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['encrypt', 'decrypt'],
      )
    })()
    keys.set(secret, key)
  }
  return key
}

function issuerOf(config: OidcConfig): string {
  return new URL(config.redirectUri).origin
}

export async function setFlowCookie(c: Context<AppEnv>, config: OidcConfig, flow: SignInFlow): Promise<void> {
  const sealed = await new EncryptJWT({ ...flow })
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM', typ: TYP })
    .setIssuer(issuerOf(config))
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${FLOW_TTL_SECONDS}s`)
    .encrypt(await sealingKey(config.sealingSecret))
  setCookie(c, FLOW_COOKIE, sealed, {
    path: FLOW_COOKIE_PATH,
    httpOnly: true,
    secure: true,
    // Lax: the provider's redirect back is a top-level GET navigation, which carries it.
    sameSite: 'Lax',
    maxAge: FLOW_TTL_SECONDS,
    // Host-only (ARCHITECTURE "Environments"): only consent and preference cookies are shared with subdomains.
  })
}

/**
 * The flow this browser started, or null when the cookie is missing, forged,
 * expired or from other settings. Reading it also deletes it: a flow is spent once.
 */
export async function takeFlowCookie(c: Context<AppEnv>, config: OidcConfig): Promise<SignInFlow | null> {
  const sealed = getCookie(c, FLOW_COOKIE)
  deleteCookie(c, FLOW_COOKIE, { path: FLOW_COOKIE_PATH, secure: true })
  if (!sealed || sealed.length > MAX_COOKIE_LENGTH) return null
  try {
    const { payload } = await jwtDecrypt(sealed, await sealingKey(config.sealingSecret), {
      keyManagementAlgorithms: ['dir'],
      contentEncryptionAlgorithms: ['A256GCM'],
      typ: TYP,
      issuer: issuerOf(config),
      audience: AUDIENCE,
      maxTokenAge: FLOW_TTL_SECONDS,
      requiredClaims: ['exp', 'iat'],
    })
    const flow = FlowSchema.safeParse(payload)
    if (!flow.success || flow.data.issuer !== config.issuer || flow.data.clientId !== config.clientId) return null
    return flow.data
  } catch {
    // Any failure to open the seal (bad base64, wrong key, tampering, expiry) means the same: no flow.
    return null
  }
}
