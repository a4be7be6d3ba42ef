/**
 * The sandbox's secrets, derived from AUTH_SIGNING_KEY through HKDF (each
 * with its own purpose) so they are stable per deployment, differ between
 * deployments and are never written in the code: the webhook signing secret
 * (STRIPE_WEBHOOK_SECRET wins when set) and the key of its forms' CSRF tokens.
 */
import { base64Url, constantTimeEqual, fromBase64Url } from '../../identity/crypto-text'

const encoder = new TextEncoder()
const derived = new Map<string, Promise<Uint8Array>>()

function derive(secret: string, purpose: string): Promise<Uint8Array> {
  const cacheKey = `${purpose}\u0000${secret}`
  let bytes = derived.get(cacheKey)
  if (!bytes) {
    bytes = (async () => {
      const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveBits'])
      const bits = await crypto.subtle.deriveBits(
        { name: 'HKDF', hash: 'SHA-256', salt: encoder.encode('club-site payments sandbox'), info: encoder.encode(purpose) },
        material,
        256,
      )
      return new Uint8Array(bits)
    })()
    derived.set(cacheKey, bytes)
    bytes.catch(() => derived.delete(cacheKey))
  }
  return bytes
}

function signingKeyOf(env: { AUTH_SIGNING_KEY?: string }): string {
  if (!env.AUTH_SIGNING_KEY) throw new Error('AUTH_SIGNING_KEY is not set: the payments sandbox derives its secrets from it')
  return env.AUTH_SIGNING_KEY
}

/** Stripe's format ('whsec_' + base64); Stripe signs with the whole string as the HMAC key, and so do we. */
export async function sandboxWebhookSecret(env: { AUTH_SIGNING_KEY?: string; STRIPE_WEBHOOK_SECRET?: string }): Promise<string> {
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET
  return `whsec_${base64Url(await derive(signingKeyOf(env), 'webhook-secret v1'))}`
}

async function formKey(env: { AUTH_SIGNING_KEY?: string }): Promise<CryptoKey> {
  const raw = await derive(signingKeyOf(env), 'form-token v1')
  return crypto.subtle.importKey('raw', raw as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
}

/** A token for one form action on one sandbox object ('pay:cs_test_…'): a page of ours is the only place that has it. */
export async function formToken(env: { AUTH_SIGNING_KEY?: string }, action: string): Promise<string> {
  return base64Url(await crypto.subtle.sign('HMAC', await formKey(env), encoder.encode(action)))
}

export async function formTokenValid(env: { AUTH_SIGNING_KEY?: string }, action: string, token: unknown): Promise<boolean> {
  if (typeof token !== 'string') return false
  const given = fromBase64Url(token)
  if (!given) return false
  const expected = fromBase64Url(await formToken(env, action)) as Uint8Array
  return constantTimeEqual(given, expected)
}

/** Stripe's v1 webhook signature: 't={unix},v1={hex HMAC-SHA256 of "{t}.{payload}"}'. */
export async function stripeSignatureHeader(payload: string, secret: string, timestamp: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${payload}`)))
  return `t=${timestamp},v1=${[...mac].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}
