/**
 * The ES256 key pair every token of ours is signed with (site sessions,
 * sign-on hand-offs, later playback tokens). It comes from the
 * AUTH_SIGNING_KEY secret, a private JWK; `npm start` writes a fresh one into
 * .dev.vars on first run and `npm run keygen` prints one for production.
 * Each token kind has its own typ, issuer and audience (tokens.ts), so one
 * kind can never stand in for another.
 */
import { exportJWK, importJWK, type CryptoKey, type JWK } from 'jose'
import type { Bindings } from '../env'

export const SIGNING_ALGORITHM = 'ES256'

export interface SigningKeys {
  kid: string
  privateKey: CryptoKey
  publicKey: CryptoKey
  publicJwk: JWK
}

const cache = new Map<string, Promise<SigningKeys>>()

export function signingKeys(env: Pick<Bindings, 'AUTH_SIGNING_KEY'>): Promise<SigningKeys> {
  const secret = env.AUTH_SIGNING_KEY
  if (!secret) throw new Error('AUTH_SIGNING_KEY is not set (npm start writes one into .dev.vars; production: wrangler secret put)')
  let keys = cache.get(secret)
  if (!keys) {
    keys = load(secret)
    cache.set(secret, keys)
    keys.catch(() => cache.delete(secret))
  }
  return keys
}

async function load(secret: string): Promise<SigningKeys> {
  const jwk = JSON.parse(secret) as JWK
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || !jwk.d) throw new Error('AUTH_SIGNING_KEY must be a private P-256 JWK')
  const { d: _private, ...publicJwk } = jwk
  const privateKey = (await importJWK({ ...jwk, alg: SIGNING_ALGORITHM }, SIGNING_ALGORITHM)) as CryptoKey
  const publicKey = (await importJWK({ ...publicJwk, alg: SIGNING_ALGORITHM }, SIGNING_ALGORITHM)) as CryptoKey
  return { kid: jwk.kid ?? 'club-1', privateKey, publicKey, publicJwk: { ...publicJwk, alg: SIGNING_ALGORITHM, use: 'sig' } }
}

/** A new private JWK for AUTH_SIGNING_KEY (npm start and npm run keygen use it). */
export async function generateSigningKey(): Promise<string> {
  const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])
  const jwk = await exportJWK(privateKey as CryptoKey)
  return JSON.stringify({ ...jwk, kid: `club-${Date.now().toString(36)}` })
}
