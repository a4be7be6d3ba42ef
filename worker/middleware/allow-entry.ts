/**
 * The allow_entry cookie of the site lock (SPEC §4.8, §9.4: 60 days). Its
 * value is '<expiry seconds>.<HMAC-SHA-256 of the expiry>' keyed by the lock
 * password, so it cannot be forged without the password and dies when the
 * password changes. Only HMAC-SHA-256 is ever used: there is no algorithm
 * field for a client to choose.
 */
import { ALLOW_ENTRY_MAX_AGE_SECONDS } from '../../shared/schemas/site-lock'

const encoder = new TextEncoder()
const PURPOSE = 'allow_entry.v1.'

function hmacKey(password: string): Promise<CryptoKey> {
  return crypto.subtle.importKey('raw', encoder.encode(password), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])
}

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | null {
  // A SHA-256 MAC is 32 bytes: 43 base64url characters without padding.
  if (!/^[A-Za-z0-9_-]{43}$/.test(text)) return null
  const binary = atob(text.replaceAll('-', '+').replaceAll('_', '/'))
  const bytes = new Uint8Array(new ArrayBuffer(binary.length))
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export async function signAllowEntry(password: string, now: Date): Promise<string> {
  const expires = Math.floor(now.getTime() / 1000) + ALLOW_ENTRY_MAX_AGE_SECONDS
  const signature = await crypto.subtle.sign('HMAC', await hmacKey(password), encoder.encode(PURPOSE + expires))
  return `${expires}.${toBase64Url(signature)}`
}

export type AllowEntryState = 'valid' | 'missing' | 'malformed' | 'expired' | 'badSignature'

export async function verifyAllowEntry(password: string, value: string | undefined, now: Date): Promise<AllowEntryState> {
  if (!value) return 'missing'
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]+)$/.exec(value)
  const signature = match ? fromBase64Url(match[2]!) : null
  if (!match || !signature) return 'malformed'
  if (Number(match[1]) <= now.getTime() / 1000) return 'expired'
  // verify() compares in constant time.
  const ok = await crypto.subtle.verify('HMAC', await hmacKey(password), signature, encoder.encode(PURPOSE + match[1]))
  return ok ? 'valid' : 'badSignature'
}

/** Constant-time password check: both sides are hashed first so lengths never leak either. */
export async function passwordMatches(expected: string, given: string): Promise<boolean> {
  const [a, b] = await Promise.all([
    crypto.subtle.digest('SHA-256', encoder.encode(expected)),
    crypto.subtle.digest('SHA-256', encoder.encode(given)),
  ])
  const x = new Uint8Array(a)
  const y = new Uint8Array(b)
  let difference = 0
  for (let i = 0; i < x.length; i += 1) difference |= x[i]! ^ y[i]!
  return difference === 0
}
