/**
 * Keyed digests for the portal's cookies (form CSRF tokens, the binding of a
 * confirmation link to the browser that registered). Each purpose gets its own
 * HMAC key derived from AUTH_SIGNING_KEY through HKDF, never the signing key
 * itself, so one value can never stand in for another.
 */
import type { Bindings } from '../../env'
import { base64Url, constantTimeEqual } from '../crypto-text'

export type KeyPurpose = 'form-csrf' | 'confirm-binding'

const encoder = new TextEncoder()
const keys = new Map<string, Promise<CryptoKey>>()

function hmacKey(secret: string, purpose: KeyPurpose): Promise<CryptoKey> {
  const id = `${purpose}\u0000${secret}`
  let key = keys.get(id)
  if (!key) {
    key = (async () => {
      const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey'])
      return crypto.subtle.deriveKey(
        { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('club-sso portal'), info: encoder.encode(`${purpose} v1`) },
        material,
        { name: 'HMAC', hash: 'SHA-256', length: 256 },
        false,
        ['sign'],
      )
    })()
    keys.set(id, key)
    key.catch(() => keys.delete(id))
  }
  return key
}

export async function portalDigest(env: Pick<Bindings, 'AUTH_SIGNING_KEY'>, purpose: KeyPurpose, value: string): Promise<string> {
  if (!env.AUTH_SIGNING_KEY) throw new Error('AUTH_SIGNING_KEY is not set (npm start writes one into .dev.vars)')
  const key = await hmacKey(env.AUTH_SIGNING_KEY, purpose)
  return base64Url(await crypto.subtle.sign('HMAC', key, encoder.encode(value)))
}

/** Whether `candidate` is the digest of `value`, compared in constant time. */
export async function digestMatches(
  env: Pick<Bindings, 'AUTH_SIGNING_KEY'>,
  purpose: KeyPurpose,
  value: string,
  candidate: string,
): Promise<boolean> {
  const expected = encoder.encode(await portalDigest(env, purpose, value))
  return constantTimeEqual(expected, encoder.encode(candidate))
}
