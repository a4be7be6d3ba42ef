/**
 * Password hashes (issue 8 §1): PBKDF2-SHA256 through WebCrypto at 100,000
 * iterations, the most Workers allows, with a 16-byte salt per account. The
 * stored form names its scheme and cost, '$pbkdf2-sha256$v1$100000$salt$hash',
 * so a later, stronger scheme can be recognised and old hashes upgraded at the
 * next sign-in (needsRehash).
 */
import { base64Url, constantTimeEqual, fromBase64Url } from './crypto-text'

export const PBKDF2_ITERATIONS = 100_000
const SCHEME = 'pbkdf2-sha256'
const VERSION = 'v1'
const SALT_BYTES = 16
const HASH_BITS = 256
const encoder = new TextEncoder()

async function derive(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, HASH_BITS)
  return new Uint8Array(bits)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(new ArrayBuffer(SALT_BYTES)))
  const hash = await derive(password, salt, PBKDF2_ITERATIONS)
  return `$${SCHEME}$${VERSION}$${PBKDF2_ITERATIONS}$${base64Url(salt)}$${base64Url(hash)}`
}

interface ParsedHash {
  iterations: number
  salt: Uint8Array<ArrayBuffer>
  hash: Uint8Array
}

function parse(stored: string): ParsedHash | null {
  const [empty, scheme, version, iterations, salt, hash, ...rest] = stored.split('$')
  if (empty !== '' || scheme !== SCHEME || version !== VERSION || rest.length > 0) return null
  const count = Number(iterations)
  const saltBytes = fromBase64Url(salt ?? '')
  const hashBytes = fromBase64Url(hash ?? '')
  if (!Number.isInteger(count) || count < 1 || count > PBKDF2_ITERATIONS || !saltBytes || !hashBytes) return null
  return { iterations: count, salt: saltBytes, hash: hashBytes }
}

/** Whether the password matches the stored hash; a malformed or missing hash never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = stored ? parse(stored) : null
  if (!parsed) {
    // Same work as a real check, so the answer's timing never tells whether an account exists.
    await derive(password, new Uint8Array(new ArrayBuffer(SALT_BYTES)), PBKDF2_ITERATIONS)
    return false
  }
  return constantTimeEqual(await derive(password, parsed.salt, parsed.iterations), parsed.hash)
}

/** A hash made with an older scheme or fewer iterations is replaced at the next successful sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored)
  return parsed === null || parsed.iterations < PBKDF2_ITERATIONS
}
